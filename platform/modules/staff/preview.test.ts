import type { PromotionInfo } from '@/lib/contracts/promotions';
import { PREVIEW_KEY_TTL_MS } from './preview-key';
import { manualClock, operatorCall, testPlatform, type TestPlatform } from '../../test-support';

/** Preview keys end to end on the platform: issued to a console session, checked by `preview`, showing drafts. */
const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now, env: { STAFF_SESSION_IDLE_MINUTES: '30', STAFF_SESSION_ABSOLUTE_HOURS: '10' } });
});
afterAll(() => platform.close());

const PASSWORD = 'Console#Pass2026';
let n = 0;

/** A signed-in operator of this role without a second factor (content and read-only need none). */
async function signedIn(role: 'content' | 'readonly') {
  const username = `${role}p${Date.now() % 100000}${++n}`;
  const created = await operatorCall(platform, 'staff/create', { username, password: PASSWORD, role });
  expect(created.body.status, created.body.msg).toBe(true);
  const login = await platform.call('staff/login', { username, password: PASSWORD });
  const csid = login.response.cookies.find((c) => c.name === 'csid')!.value;
  return <T = unknown>(name: string, body?: unknown) => platform.call<T>(name, body, { headers: { cookie: `csid=${csid}` } });
}

type Key = { key: string; expiresAt: string };

async function draftPromotion(title: string): Promise<number> {
  const saved = await operatorCall<{ promotionId: number }>(platform, 'operator/promotion-save', {
    kind: 'fixed',
    currency: 'MYR',
    languages: { en: { title, content: '<p>Draft</p>' } },
    amount: '5.00',
    wageringMultiplier: 1,
    expiryDays: 3,
  });
  expect(saved.body.status, saved.body.msg).toBe(true);
  return saved.body.output!.promotionId;
}

const titles = (info: PromotionInfo | undefined) => (info?.promotions ?? []).map((p) => p.languages.en?.title);

describe('preview keys', () => {
  it('issues a key to a content operator that `preview` accepts until it expires, and shows drafts with it only', async () => {
    const content = await signedIn('content');
    const issued = await content<Key>('operator/preview-key');
    expect(issued.body.status, issued.body.msg).toBe(true);
    const { key, expiresAt } = issued.body.output!;
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(PREVIEW_KEY_TTL_MS);

    expect((await platform.call('preview', { key })).body).toMatchObject({ status: true, output: { expiresAt } });

    const title = `Draft preview ${n}`;
    await draftPromotion(title);
    const visitor = await platform.call<PromotionInfo>('promotion/info', { currency: 'MYR', language: 'en' });
    expect(titles(visitor.body.output)).not.toContain(title);
    const preview = await platform.call<PromotionInfo>('promotion/info', { currency: 'MYR', language: 'en', previewKey: key });
    expect(titles(preview.body.output)).toContain(title);

    clock.advance(PREVIEW_KEY_TTL_MS - 1000);
    expect((await platform.call('preview', { key })).body.status).toBe(true);
    clock.advance(1000);
    const expired = await platform.call('preview', { key });
    expect(expired.statusCode).toBe(403);
    expect(expired.body.msg).toBe('message-key-not-match');
    const late = await platform.call<PromotionInfo>('promotion/info', { currency: 'MYR', language: 'en', previewKey: key });
    expect(late.statusCode).toBe(403);
  });

  it('ends every key of a session when the operator signs out', async () => {
    const content = await signedIn('content');
    const { key } = (await content<Key>('operator/preview-key')).body.output!;
    expect((await platform.call('preview', { key })).body.status).toBe(true);
    await content('staff/logout');
    expect((await platform.call('preview', { key })).body).toMatchObject({ status: false, msg: 'message-key-not-match' });
  });

  it('ends a key with its session when the session goes idle', async () => {
    const content = await signedIn('content');
    const { key } = (await content<Key>('operator/preview-key')).body.output!;
    clock.advance(30 * 60_000);
    expect((await platform.call('preview', { key })).body.msg).toBe('message-key-not-match');
  });

  it('refuses a key to a read-only operator and to the shared operator key, and a forged key', async () => {
    const readonly = await signedIn('readonly');
    const refused = await readonly('operator/preview-key');
    expect(refused.statusCode).toBe(403);
    expect(refused.body.msg).toBe('operator_role_forbidden');
    const cli = await operatorCall(platform, 'operator/preview-key');
    expect(cli.body).toMatchObject({ status: false, msg: 'preview_needs_console_session' });
    for (const key of ['not-a-key', 'abc.def', '']) expect((await platform.call('preview', { key })).body.status).toBe(false);
  });

  it('keeps the key itself out of the audit log', async () => {
    const content = await signedIn('content');
    const { key } = (await content<Key>('operator/preview-key')).body.output!;
    const log = await operatorCall<{ items: unknown[] }>(platform, 'staff/audit-log', { action: 'operator/preview-key' });
    expect(log.body.status, log.body.msg).toBe(true);
    expect(JSON.stringify(log.body.output)).not.toContain(key);
    expect(JSON.stringify(log.body.output)).toContain('preview key');
  });
});
