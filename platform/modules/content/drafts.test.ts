import { and, desc, eq } from 'drizzle-orm';
import { contactSchema, seoFooterSchema, seoMetaFileSchema, seoScriptSchema, versionFileSchema } from '@/lib/contracts/catalog';
import type { PreviewContentOutput } from '@/lib/contracts/content-drafts';
import { staticKeys } from '@/lib/contracts/static-files';
import { auditLog } from '../../db/schema-staff';
import { readPublishedJson } from '../catalog';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';

/**
 * Drafts of every content kind: saved as a draft, members' reads stay as published, the preview
 * reader (with a live preview key only) shows the draft, publish makes it live and moves
 * version.json on, discard drops it; every write is audited and role-checked.
 */
const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
let platform: TestPlatform;
const sessions: Record<string, string> = {};
const PASSWORD = 'Console#Pass2026';
let previewKey = '';
let n = 0;

async function staffSession(role: string): Promise<string> {
  const username = `d${role}${Date.now() % 100000}${++n}`;
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
const env = () => platform.env.catalogEnv;
const published = async () => versionFileSchema.parse(await readPublishedJson(platform.storage, staticKeys.version(env()))).version;
const preview = async (input: Record<string, unknown>) => {
  const answer = await platform.call<PreviewContentOutput>('preview/content', { key: previewKey, ...input });
  expect(answer.body.status, answer.body.msg).toBe(true);
  return answer.body.output!;
};
async function saveDraft(kind: string, document: unknown, key?: string) {
  const saved = await as<{ key: string }>('content', 'operator/content-draft-save', { kind, document, ...(key ? { key } : {}) });
  expect(saved.body.status, saved.body.msg).toBe(true);
  return saved.body.output!.key;
}
async function publish(kind: string, key: string) {
  const before = await published();
  const done = await as<{ version: string; published: boolean }>('content', 'operator/content-publish', { kind, key });
  expect(done.body.status, done.body.msg).toBe(true);
  expect(done.body.output!.published).toBe(true);
  expect(done.body.output!.version).not.toBe(before);
  expect(await published()).toBe(done.body.output!.version);
}

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await operatorCall(platform, 'operator/catalog-publish', {});
  for (const role of ['content', 'support', 'readonly']) sessions[role] = await staffSession(role);
  previewKey = (await as<{ key: string }>('content', 'operator/preview-key')).body.output!.key;
});
afterAll(() => platform.close());

describe('content drafts', () => {
  it('a help page: a draft members do not see, the preview shows, publish makes live, discard drops', async () => {
    const info = async () =>
      (
        await platform.call<{ helpTopics: Array<{ slug: string; content: Record<string, string> }> }>('general/general-info', {
          currency: 'MYR',
        })
      ).body.output!.helpTopics;
    const key = await saveDraft('help', {
      slug: 'draft-faq',
      title: { en: 'FAQ' },
      content: { en: '<p>Draft answer<script>x</script></p>' },
    });
    expect(key).toBe('draft-faq');
    expect((await info()).map((t) => t.slug)).not.toContain('draft-faq');
    expect((await lastAudit('operator/content-draft-save'))!).toMatchObject({ target: 'draft:help:draft-faq', before: null });

    const drafts = await as<Array<{ key: string; updatedBy: string }>>('readonly', 'operator/content-drafts', { kind: 'help' });
    expect(drafts.body.output!.map((d) => d.key)).toContain('draft-faq');
    const shown = await preview({ content: 'help', currency: 'MYR' });
    expect(shown.helpTopics!.find((t) => t.slug === 'draft-faq')!.content.en).toBe('<p>Draft answer</p>');

    await publish('help', 'draft-faq');
    expect((await info()).find((t) => t.slug === 'draft-faq')!.content.en).toBe('<p>Draft answer</p>');
    expect(await lastAudit('operator/content-publish')).toMatchObject({ target: 'help-topic:draft-faq', before: null });
    expect((await as('readonly', 'operator/content-drafts', { kind: 'help' })).body.output).toEqual([]);

    // An edit of the published page, then discarded: the published text stays.
    await saveDraft('help', { slug: 'draft-faq', title: { en: 'FAQ' }, content: { en: '<p>Second</p>' } });
    expect((await info()).find((t) => t.slug === 'draft-faq')!.content.en).toBe('<p>Draft answer</p>');
    expect((await as('content', 'operator/content-discard', { kind: 'help', key: 'draft-faq' })).body.status).toBe(true);
    expect(await lastAudit('operator/content-discard')).toMatchObject({
      before: { content: { en: '<p>Second</p>' } },
      after: { draft: null },
    });
    expect((await as('content', 'operator/content-publish', { kind: 'help', key: 'draft-faq' })).statusCode).toBe(404);
  });

  it('a new pop-up and an edited one: members see neither until publish; the preview lists both', async () => {
    const popups = async () =>
      (
        await platform.call<{ popupList: Array<{ id: number; data: { title: string } }> }>('common/dashboard', {
          type: -2,
          device: 'web',
          currency: 'MYR',
        })
      ).body.output!.popupList;
    const live = await popups();
    const fresh = await saveDraft('popup', { currency: 'MYR', title: { en: 'Draft pop-up' }, content: { en: '<p>Soon</p>' } });
    expect(fresh).toMatch(/^new-/);
    // Saving again with its key replaces that draft rather than adding one.
    expect(await saveDraft('popup', { currency: 'MYR', title: { en: 'Draft pop-up 2' }, content: { en: '<p>Soon</p>' } }, fresh)).toBe(
      fresh,
    );
    const first = live[0]!;
    await saveDraft('popup', { id: first.id, currency: 'MYR', title: { en: 'Edited' }, content: { en: '<p>Edited</p>' } });
    expect(await popups()).toEqual(live);

    const shown = (await preview({ content: 'home', currency: 'MYR' })).popups!;
    expect(shown.map((p) => JSON.parse(p.data.title).en)).toEqual(expect.arrayContaining(['Draft pop-up 2', 'Edited']));
    expect(shown.find((p) => JSON.parse(p.data.title).en === 'Draft pop-up 2')!.id).toBeLessThan(0);

    await publish('popup', fresh);
    expect((await popups()).map((p) => JSON.parse(p.data.title).en)).toContain('Draft pop-up 2');
    expect((await popups()).find((p) => p.id === first.id)).toEqual(first);
    // A link off the site is refused when the draft is saved, not only at publish.
    const refused = await as('content', 'operator/content-draft-save', {
      kind: 'popup',
      document: { currency: 'MYR', title: { en: 'x' }, content: {}, link: 'https://evil.test' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe('popup_link_not_a_site_path');
  });

  it('contact channels, SEO footer, meta and script, and terms reach the files (and the terms reader) only on publish', async () => {
    const contactFile = async () => contactSchema.parse(await readPublishedJson(platform.storage, staticKeys.contact(env(), 'MY')));
    const liveContact = await contactFile();
    await saveDraft('contact', { countryCode: 'my', data: { phone: '+60 3-1234 5678', email: 'help@example.test' } });
    expect(await contactFile()).toEqual(liveContact);
    expect((await preview({ content: 'contact', country: 'MY' })).contact).toMatchObject({
      data: { phone: '+60 3-1234 5678' },
      setting: { phone: true, email: true },
    });
    await publish('contact', 'MY');
    expect((await contactFile()).data.phone).toBe('+60 3-1234 5678');

    await saveDraft('seo-footer', { category: 'home', lang: 'en', content: 'Draft footer text' });
    await saveDraft('seo-meta', { language: 'en', routeKey: 'home', title: 'Draft title', description: 'Draft description' });
    await saveDraft('seo-script', { head: '<meta name="draft" content="1">', body: '' });
    const footerFile = async () => seoFooterSchema.parse(await readPublishedJson(platform.storage, staticKeys.seoFooter(env())));
    expect(await footerFile()).not.toContainEqual(expect.objectContaining({ content: 'Draft footer text' }));
    const seo = await preview({ content: 'seo' });
    expect(seo.seoFooter).toContainEqual({ category: 'home', lang: 'en', content: 'Draft footer text' });
    expect(seo.seoMeta!.en!.home).toMatchObject({ title: 'Draft title' });
    await publish('seo-footer', 'home:en');
    expect(await footerFile()).toContainEqual({ category: 'home', lang: 'en', content: 'Draft footer text' });
    await publish('seo-meta', 'home:en');
    expect(seoMetaFileSchema.parse(await readPublishedJson(platform.storage, staticKeys.seoMeta(env(), 'en'))).home!.title).toBe(
      'Draft title',
    );
    await publish('seo-script', 'site');
    expect(seoScriptSchema.parse(await readPublishedJson(platform.storage, staticKeys.seoScript(env()))).head).toBe(
      '<meta name="draft" content="1">',
    );

    const terms = async () =>
      (await platform.call<{ tacVersion: string }>('common/tac-expiry-setting', { currency: 'SGD' })).body.output!.tacVersion;
    const liveTerms = await terms();
    await saveDraft('terms', { currency: 'SGD', version: 'draft-7', expiryDays: 60 });
    expect(await terms()).toBe(liveTerms);
    expect((await preview({ content: 'terms', currency: 'SGD' })).terms).toEqual({ version: 'draft-7', expiryDays: 60 });
    // Nothing in the files names the terms: the content revision still moves version.json on.
    await publish('terms', 'SGD');
    expect(await terms()).toBe('draft-7');
  });

  it('an inbox message is a draft until sent; support may write one, read-only may not', async () => {
    const member = await registerMember(platform);
    const document = {
      audience: { kind: 'member', username: member.username },
      languages: { en: { title: 'Drafted', body: '<p>Hi</p>' } },
    };
    const saved = await as<{ key: string }>('support', 'operator/message-draft-save', { document });
    expect(saved.body.status, saved.body.msg).toBe(true);
    const key = saved.body.output!.key;
    const inbox = async () => (await platform.call('member/message-list', { memberLanguage: 'en' }, { sid: member.sid })).body;
    const before = JSON.stringify(await inbox());
    expect(JSON.stringify(await inbox())).toBe(before);
    const sent = await as<{ recipients: number }>('support', 'operator/message-draft-send', { key });
    expect(sent.body.output!.recipients).toBe(1);
    expect(JSON.stringify(await inbox())).toContain('Drafted');
    expect((await as('support', 'operator/message-draft-send', { key })).statusCode).toBe(404);
    expect((await as('readonly', 'operator/message-draft-save', { document })).statusCode).toBe(403);
  });

  it('refuses other roles and every preview without a live key', async () => {
    expect(
      (await as('support', 'operator/content-draft-save', { kind: 'help', document: { slug: 'x', title: {}, content: {} } })).statusCode,
    ).toBe(403);
    expect((await as('readonly', 'operator/content-publish', { kind: 'help', key: 'x' })).statusCode).toBe(403);
    const forged = await platform.call('preview/content', { key: 'forged.key', content: 'help', currency: 'MYR' });
    expect(forged.statusCode).toBe(403);
    expect(forged.body.msg).toBe('message-key-not-match');
  });
});
