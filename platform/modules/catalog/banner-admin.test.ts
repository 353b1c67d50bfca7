import { desc, eq } from 'drizzle-orm';
import { bannerFileSchema, versionFileSchema } from '@/lib/contracts/catalog';
import type { OperatorBannerList } from '@/lib/contracts/content';
import { staticKeys } from '@/lib/contracts/static-files';
import { auditLog } from '../../db/schema-staff';
import { manualClock, operatorCall, PNG_BYTES, testPlatform, type TestPlatform } from '../../test-support';
import { readPublishedJson } from './read-published';

/** Banners in the console: drafts members never see, publish (files and version.json), images, roles and the audit log. */
const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
let platform: TestPlatform;
let contentCsid: string;
let supportCsid: string;
const PASSWORD = 'Console#Pass2026';

async function staffSession(role: string): Promise<string> {
  const username = `${role}${Date.now() % 100000}`;
  const created = await operatorCall(platform, 'staff/create', { username, password: PASSWORD, role });
  expect(created.body.status, created.body.msg).toBe(true);
  const login = await platform.call('staff/login', { username, password: PASSWORD });
  return login.response.cookies.find((c) => c.name === 'csid')!.value;
}
const asStaff = <T = unknown>(csid: string, name: string, body?: unknown) =>
  platform.call<T>(name, body, { headers: { cookie: `csid=${csid}` } });
const memberBanners = async (currency = 'MYR') =>
  ((await platform.call<Array<{ id: number; title: string; link: string }>>('common/banner', { currency })).body.output ?? []).map(
    (b) => b.id,
  );
const version = async () =>
  versionFileSchema.parse(await readPublishedJson(platform.storage, staticKeys.version(platform.env.catalogEnv))).version;

const draft = {
  currency: 'MYR',
  type: 'slots',
  title: { en: 'Spin week', ms: 'Minggu putaran' },
  img: '/brand/logo.svg',
  link: '/slots',
  priority: 0,
  startsAt: null,
  endsAt: null,
  enabled: true,
};

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await operatorCall(platform, 'operator/catalog-publish', { force: true });
  contentCsid = await staffSession('content');
  supportCsid = await staffSession('support');
});
afterAll(() => platform.close());

describe('banners: draft → publish', () => {
  it('keeps a new banner a draft members do not see, publishes it into common/banner and the banner file, and bumps version.json', async () => {
    const before = await version();
    const saved = await asStaff<{ id: number }>(contentCsid, 'operator/banner-save', draft);
    expect(saved.body.status, saved.body.msg).toBe(true);
    const id = saved.body.output!.id;
    expect(await memberBanners()).not.toContain(id);
    expect(await version()).toBe(before);

    const list = await asStaff<OperatorBannerList>(contentCsid, 'operator/banner-list', { state: 'draft' });
    expect(list.body.output!.items.map((b) => [b.id, b.state, b.live])).toEqual([[id, 'draft', null]]);
    expect(list.body.output!.types.map((t) => t.value)).toContain('slots');

    const published = await asStaff<{ version: string }>(contentCsid, 'operator/banner-publish', { id });
    expect(published.body.status, published.body.msg).toBe(true);
    expect(await memberBanners()).toContain(id);
    expect(await version()).not.toBe(before);
    expect(await version()).toBe(published.body.output!.version);
    const file = bannerFileSchema.parse(await readPublishedJson(platform.storage, staticKeys.banners(platform.env.catalogEnv, 'MYR')));
    expect(file.find((b) => b.id === id)).toMatchObject({ link: '/slots', title: JSON.stringify(draft.title) });
    // Another currency's file does not carry it.
    const sgd = bannerFileSchema.parse(await readPublishedJson(platform.storage, staticKeys.banners(platform.env.catalogEnv, 'SGD')));
    expect(sgd.map((b) => b.id)).not.toContain(id);
  });

  it('keeps the published version live while an edit is a draft; discard drops the edit', async () => {
    const id = (await asStaff<{ id: number }>(contentCsid, 'operator/banner-save', draft)).body.output!.id;
    await asStaff(contentCsid, 'operator/banner-publish', { id });
    await asStaff(contentCsid, 'operator/banner-save', { ...draft, id, link: '/live-casino', title: { en: 'Edited' } });
    const served = async () =>
      (await platform.call<Array<{ id: number; link: string }>>('common/banner', { currency: 'MYR' })).body.output!;
    expect((await served()).find((b) => b.id === id)?.link).toBe('/slots');
    const list = await asStaff<OperatorBannerList>(contentCsid, 'operator/banner-list', { state: 'changed' });
    const row = list.body.output!.items.find((b) => b.id === id)!;
    expect(row).toMatchObject({ state: 'changed', fields: { link: '/live-casino' }, live: { link: '/slots' } });
    expect((await asStaff(contentCsid, 'operator/banner-discard', { id })).body.status).toBe(true);
    expect((await asStaff(contentCsid, 'operator/banner-publish', { id })).body).toMatchObject({
      status: false,
      msg: 'banner_nothing_to_publish',
    });
  });

  it('refuses bad fields with a reason and a 4xx', async () => {
    const refuse = async (patch: object) => (await asStaff(contentCsid, 'operator/banner-save', { ...draft, ...patch })).body.msg;
    expect(await refuse({ type: 'nope' })).toBe('banner_type_unknown');
    expect(await refuse({ currency: 'XXX' })).toBe('invalid_currency');
    expect(await refuse({ img: 'media/banners/missing.png' })).toBe('banner_image_missing');
    expect(await refuse({ img: 'receipts/1/x.png' })).toBe('banner_image_key_invalid');
    expect(await refuse({ img: 'https://evil.example/x.png' })).toBe('banner_image_key_invalid');
    const offsite = await asStaff(contentCsid, 'operator/banner-save', { ...draft, link: '//evil.example' });
    expect(offsite.statusCode).toBe(400);
    const window = await asStaff(contentCsid, 'operator/banner-save', {
      ...draft,
      startsAt: '2026-12-02T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
    });
    expect(window.statusCode).toBe(400);
    expect((await asStaff(contentCsid, 'operator/banner-publish', { id: 999_999 })).statusCode).toBe(404);
  });

  it('uploads a real image to the public bucket and refuses bytes that are not the declared type', async () => {
    const up = await asStaff<{ img: string; url: string }>(contentCsid, 'operator/image-upload', {
      use: 'banner',
      filename: 'Summer Sale!.png',
      contentType: 'image/png',
      data: PNG_BYTES.toString('base64'),
    });
    expect(up.body.status, up.body.msg).toBe(true);
    expect(up.body.output!.img).toMatch(/^media\/banners\/[0-9a-f-]{36}-summer-sale\.png$/);
    expect(await platform.storage.exists(platform.storage.publicBucket, `${platform.env.catalogEnv}/${up.body.output!.img}`)).toBe(true);
    expect((await asStaff(contentCsid, 'operator/banner-save', { ...draft, img: up.body.output!.img })).body.status).toBe(true);
    const fake = await asStaff(contentCsid, 'operator/image-upload', {
      use: 'banner',
      filename: 'x.png',
      contentType: 'image/png',
      data: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    });
    expect(fake.body).toMatchObject({ status: false, msg: 'image_not_that_type' });
  });

  it('lets support read but not write, and records the write with before and after', async () => {
    expect((await asStaff(supportCsid, 'operator/banner-list', {})).body.status).toBe(true);
    const denied = await asStaff(supportCsid, 'operator/banner-save', draft);
    expect(denied.statusCode).toBe(403);
    const id = (await asStaff<{ id: number }>(contentCsid, 'operator/banner-save', draft)).body.output!.id;
    await asStaff(contentCsid, 'operator/banner-save', { ...draft, id, priority: 5 });
    const [row] = await platform.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `banner:${id}`))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'operator/banner-save', outcome: 'ok' });
    expect(row!.before).toMatchObject({ state: 'draft', fields: { priority: 0 } });
    expect(row!.after).toMatchObject({ draft: { priority: 5 } });
  });

  it('pages, sorts and filters the list on the server', async () => {
    const page = await asStaff<OperatorBannerList>(contentCsid, 'operator/banner-list', {
      page: 2,
      pageSize: 5,
      currency: 'ALL',
      sortField: 'id',
      sortOrder: -1,
    });
    expect(page.body.output!.items.every((b) => b.fields.currency === null)).toBe(true);
    const all = await asStaff<OperatorBannerList>(contentCsid, 'operator/banner-list', { pageSize: 100, sortField: 'id', sortOrder: -1 });
    const ids = all.body.output!.items.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body.output!.total).toBeGreaterThan(30);
  });
  it('shows a published banner only inside its window (both sides of each edge; last: it moves the clock past the sessions)', async () => {
    const startsAt = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const endsAt = new Date(clock.now().getTime() + 7_200_000).toISOString();
    const id = (await asStaff<{ id: number }>(contentCsid, 'operator/banner-save', { ...draft, startsAt, endsAt })).body.output!.id;
    await asStaff(contentCsid, 'operator/banner-publish', { id });
    expect(await memberBanners()).not.toContain(id);
    clock.advance(3_600_000 - 1);
    expect(await memberBanners()).not.toContain(id);
    clock.advance(1);
    expect(await memberBanners()).toContain(id);
    clock.advance(3_600_000 - 1);
    expect(await memberBanners()).toContain(id);
    clock.advance(1);
    expect(await memberBanners()).not.toContain(id);
  });
});
