import { and, desc, eq } from 'drizzle-orm';
import { seoFooterSchema, seoMetaFileSchema, seoScriptSchema } from '@/lib/contracts/catalog';
import { staticKeys } from '@/lib/contracts/static-files';
import { auditLog } from '../../db/schema-staff';
import { readPublishedJson } from '../catalog';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';

/** The console's content reads and the SEO writers: roles, validation, the audit log, and SEO reaching the published files. */
const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
let platform: TestPlatform;
const sessions: Record<string, string> = {};
const PASSWORD = 'Console#Pass2026';

async function staffSession(role: string): Promise<string> {
  const username = `${role}${Date.now() % 100000}`;
  expect((await operatorCall(platform, 'staff/create', { username, password: PASSWORD, role })).body.status).toBe(true);
  const login = await platform.call('staff/login', { username, password: PASSWORD });
  return login.response.cookies.find((c) => c.name === 'csid')!.value;
}
const as = <T = unknown>(role: string, name: string, body?: unknown) =>
  platform.call<T>(name, body, { headers: { cookie: `csid=${sessions[role]}` } });
const lastAudit = async (action: string) =>
  (
    await platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.outcome, 'ok')))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  for (const role of ['content', 'support', 'readonly']) sessions[role] = await staffSession(role);
});
afterAll(() => platform.close());

describe('console content', () => {
  it('lists pop-ups, help topics, contacts per country and terms per currency for every role', async () => {
    const popups = await as<Array<{ id: number; currency: string }>>('readonly', 'operator/popup-list');
    expect(popups.body.output!.length).toBeGreaterThan(0);
    const topics = await as<Array<{ slug: string }>>('readonly', 'operator/help-topic-list');
    expect(topics.body.output!.map((t) => t.slug)).toContain('deposit');
    const contacts = await as<Array<{ countryCode: string; languages: string[] }>>('support', 'operator/contact-list');
    expect(contacts.body.output!.find((c) => c.countryCode === 'MY')?.languages).toContain('en');
    await operatorCall(platform, 'operator/terms-set', { currency: 'THB', version: '2026-12', expiryDays: 90 });
    const terms = await as<{ shared: { version: string }; currencies: Array<{ currency: string; version: string; own: boolean }> }>(
      'readonly',
      'operator/terms-list',
    );
    expect(terms.body.output!.currencies.find((c) => c.currency === 'THB')).toMatchObject({ version: '2026-12', own: true });
    expect(terms.body.output!.currencies.find((c) => c.currency === 'MYR')).toMatchObject({
      version: terms.body.output!.shared.version,
      own: false,
    });
  });

  it('records help-topic, contact, pop-up and terms writes with their values before and after', async () => {
    await as('content', 'operator/help-topic-save', { slug: 'deposit', title: { en: 'Deposits' }, content: { en: '<p>New</p>' } });
    const help = await lastAudit('operator/help-topic-save');
    expect(help).toMatchObject({ target: 'help-topic:deposit', after: { content: { en: '<p>New</p>' } } });
    // The seeded topic (six languages of rich text) is past the audit's size cap: its start is kept.
    expect((help!.before as { truncated: string }).truncated).toMatch(/^\{"slug":"deposit",/);
    await as('content', 'operator/contact-save', { countryCode: 'MY', data: { phone: '+60 3-0000 0000' } });
    expect(await lastAudit('operator/contact-save')).toMatchObject({ target: 'contact:MY', after: { phone: '+60 3-0000 0000' } });
    await as('content', 'operator/terms-set', { version: '9', expiryDays: 30 });
    expect((await lastAudit('operator/terms-set'))!.before).toMatchObject({ version: expect.any(String) });
    expect((await as('support', 'operator/popup-save', { currency: 'MYR', title: { en: 'x' }, content: { en: '' } })).statusCode).toBe(403);
  });

  it('lists sent messages with recipients and reads, newest first, paged and filtered', async () => {
    const member = await registerMember(platform);
    const sent = await as<{ messageId: number; recipients: number }>('support', 'operator/message-send', {
      audience: { kind: 'member', username: member.username },
      languages: { en: { title: 'Hello', body: '<p>Hi</p>' } },
    });
    expect(sent.body.output!.recipients).toBe(1);
    const list = await as<{
      items: Array<{ id: number; recipients: number; read: number; title: Record<string, string>; audience: unknown }>;
      total: number;
    }>('readonly', 'operator/message-list', { pageSize: 5, category: 'inbox' });
    expect(list.body.output!.items[0]).toMatchObject({
      id: sent.body.output!.messageId,
      recipients: 1,
      read: 0,
      title: { en: 'Hello' },
      audience: { kind: 'member', username: member.username },
    });
    expect(list.body.output!.total).toBeGreaterThanOrEqual(1);
    expect(
      (await as('readonly', 'operator/message-send', { audience: { kind: 'all' }, languages: { en: { title: 'x', body: '' } } }))
        .statusCode,
    ).toBe(403);
  });

  it('saves SEO meta, footer and script, and publishing writes them to the public files', async () => {
    expect(
      (await as('content', 'operator/seo-meta-save', { language: 'th', routeKey: 'home', title: 'หน้าแรก', description: 'คาสิโน' })).body
        .status,
    ).toBe(true);
    expect(
      (await as('content', 'operator/seo-footer-save', { category: 'slots', lang: 'en', content: '<p>Slots<script>x</script></p>' })).body
        .status,
    ).toBe(true);
    expect((await as('content', 'operator/seo-script-save', { head: '<meta name="verify" content="1">', body: '' })).body.status).toBe(
      true,
    );
    expect((await as('support', 'operator/seo-script-save', { head: '', body: '' })).statusCode).toBe(403);
    expect(
      (await as('content', 'operator/seo-meta-save', { language: 'th', routeKey: '../x', title: '', description: '' })).statusCode,
    ).toBe(400);
    expect(await lastAudit('operator/seo-script-save')).toMatchObject({
      target: 'seo-script',
      after: { head: '<meta name="verify" content="1">' },
    });

    await operatorCall(platform, 'operator/catalog-publish', {});
    const env = platform.env.catalogEnv;
    const meta = seoMetaFileSchema.parse(await readPublishedJson(platform.storage, staticKeys.seoMeta(env, 'th')));
    expect(meta.home).toMatchObject({ title: 'หน้าแรก', description: 'คาสิโน' });
    const footer = seoFooterSchema.parse(await readPublishedJson(platform.storage, staticKeys.seoFooter(env)));
    expect(footer).toContainEqual({ category: 'slots', lang: 'en', content: '<p>Slots</p>' });
    expect(seoScriptSchema.parse(await readPublishedJson(platform.storage, staticKeys.seoScript(env))).head).toBe(
      '<meta name="verify" content="1">',
    );

    const seo = await as<{ meta: Array<{ routeKey: string; language: string }>; routeKeys: string[] }>('readonly', 'operator/seo');
    expect(seo.body.output!.routeKeys).toContain('home');
    await as('content', 'operator/seo-meta-save', { language: 'th', routeKey: 'home', title: '', description: '', remove: true });
    expect(
      (await as<{ meta: Array<{ routeKey: string; language: string }> }>('readonly', 'operator/seo')).body.output!.meta,
    ).not.toContainEqual(expect.objectContaining({ routeKey: 'home', language: 'th' }));
  });
});
