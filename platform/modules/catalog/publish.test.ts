import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  catalogPublishOutput,
  categoryFileSchema,
  contactSchema,
  generalInfoSchema,
  maintenanceSchema,
  providerFileSchema,
  seoFooterSchema,
  seoMetaFileSchema,
  seoScriptSchema,
  versionFileSchema,
} from '@/lib/contracts/catalog';
import { staticKeys } from '@/lib/contracts/static-files';
import { categorySettings } from '../../db/schema';
import { catalogState, games, maintenance } from '../../db/schema-catalog';
import { openPlatformStorage, type ObjectStorage } from '../../storage';
import { testPlatform, type TestPlatform } from '../../test-support';
import { publishCatalog, republishCatalog } from './publish';
import { readPublishedJson } from './read-published';

const CURRENCIES = ['MYR', 'SGD', 'THB', 'VND', 'IDR'];
const CATEGORIES = ['slots', 'live-casino', 'fishing', 'table', 'lottery', 'sports'];
const COUNTRIES = ['MY', 'SG', 'TH', 'VN', 'ID'];
const LANGUAGES = ['en', 'zh', 'ms', 'th', 'vi', 'id'];
const E = 'live';

/** Every key the contract names, with the schema its content must satisfy. */
function expectedFiles(): Array<[key: string, schema: z.ZodType, gzip: boolean]> {
  return [
    ...CURRENCIES.flatMap((c): Array<[string, z.ZodType, boolean]> => [
      [staticKeys.providers(E, c), providerFileSchema, true],
      ...CATEGORIES.map((cat): [string, z.ZodType, boolean] => [staticKeys.category(E, c, cat), categoryFileSchema, true]),
      [staticKeys.recommended(E, c), categoryFileSchema, true],
      [staticKeys.maintenance(E, c), maintenanceSchema, false],
      [staticKeys.generalInfo(E, c), generalInfoSchema, false],
    ]),
    ...COUNTRIES.map((cc): [string, z.ZodType, boolean] => [staticKeys.contact(E, cc), contactSchema, false]),
    ...LANGUAGES.map((l): [string, z.ZodType, boolean] => [staticKeys.seoMeta(E, l), seoMetaFileSchema, false]),
    [staticKeys.seoFooter(E), seoFooterSchema, false],
    [staticKeys.seoScript(E), seoScriptSchema, false],
    [staticKeys.version(E), versionFileSchema, false],
  ];
}

/** Wraps a storage client to record every PUT in order. */
function recording(storage: ObjectStorage) {
  const puts: string[] = [];
  const wrapped: ObjectStorage = {
    ...storage,
    async putObject(bucket, key, body, type, encoding) {
      puts.push(key);
      await storage.putObject(bucket, key, body, type, encoding);
    },
  };
  return { puts, storage: wrapped };
}

const read = <S extends z.ZodType>(storage: ObjectStorage, key: string, schema: S) =>
  readPublishedJson(storage, key).then((v) => schema.parse(v) as z.output<S>);

describe('publishing the small catalogue', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await testPlatform({ env: { PUBLIC_STORAGE_URL: '/storage' } });
  });
  afterAll(() => platform.close());

  it('publishes at start: every contract key exists and parses with its schema', async () => {
    expect(platform.catalogPublish).toMatchObject({ published: true, reason: 'version-missing' });
    expect(platform.storageUrl).toBe(platform.storage.publicBaseUrl);
    for (const [key, schema, gzip] of expectedFiles()) {
      const head = await platform.storage.headObject('public', key);
      expect(head, key).not.toBeNull();
      expect(head!.contentType).toBe('application/json');
      expect(head!.contentEncoding).toBe(gzip ? 'gzip' : undefined);
      const raw = await platform.storage.getObject('public', key);
      expect(raw!.body[0] === 0x1f && raw!.body[1] === 0x8b, key).toBe(gzip);
      schema.parse(await readPublishedJson(platform.storage, key));
    }
    const version = await read(platform.storage, staticKeys.version(E), versionFileSchema);
    expect(version.version).toBe(platform.catalogPublish.version);
  });

  it('lists games per currency: only offered providers, enabled categories, priority then name, storage URLs', async () => {
    const vndSlots = await read(platform.storage, staticKeys.category(E, 'VND', 'slots'), categoryFileSchema);
    expect(vndSlots.length).toBeGreaterThan(0);
    expect(vndSlots.some((g) => g.providerId === 'jti' || g.providerId === 'pxf')).toBe(false);
    const myrSlots = await read(platform.storage, staticKeys.category(E, 'MYR', 'slots'), categoryFileSchema);
    expect(myrSlots.some((g) => g.providerId === 'pxf')).toBe(true);
    const order = myrSlots.map((g) => [g.priority, g.name] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1], 'en')));
    const game = myrSlots[0]!;
    expect(game.img).toBe(`/storage/live/game-art/${game.gameId}.webp`);
    expect(game.providerDisplay).toBe(
      (await read(platform.storage, staticKeys.providers(E, 'MYR'), providerFileSchema)).slots!.find(
        (p) => p.providerId === game.providerId,
      )!.name,
    );

    const live = await read(platform.storage, staticKeys.category(E, 'MYR', 'live-casino'), categoryFileSchema);
    expect(live.filter((g) => g.redirect === 1).map((g) => g.name)).toEqual(expect.arrayContaining(['Crimson Crown Lobby']));
  });

  it('keys providers by every category they have games in', async () => {
    const file = await read(platform.storage, staticKeys.providers(E, 'MYR'), providerFileSchema);
    expect(Object.keys(file)).toEqual(CATEGORIES);
    expect(file.slots!.map((p) => p.providerId)).toContain('drs');
    expect(file.fishing!.map((p) => p.providerId)).toEqual(expect.arrayContaining(['drs', 'cra']));
    const cra = file.fishing!.find((p) => p.providerId === 'cra')!;
    expect(cra).toMatchObject({ transfer: 1, method: 0, img: '/storage/live/provider-marks/cra.svg' });
    expect(JSON.parse(cra.memberDisplay)).toMatchObject({ en: 'Coral Reef Arcade' });
    const idr = await read(platform.storage, staticKeys.providers(E, 'IDR'), providerFileSchema);
    expect(idr['live-casino']!.map((p) => p.providerId)).not.toContain('rbh');
  });

  it('recommends playable games only, and publishes maintenance, contacts and SEO text', async () => {
    const recommended = await read(platform.storage, staticKeys.recommended(E, 'MYR'), categoryFileSchema);
    expect(recommended.length).toBeGreaterThan(5);
    expect(recommended.length).toBeLessThanOrEqual(24);
    const m = await read(platform.storage, staticKeys.maintenance(E, 'MYR'), maintenanceSchema);
    expect(m.providers).toEqual([{ id: 'mos' }]);
    for (const g of recommended) {
      expect(g.redirect).toBe(0);
      expect(g.providerId).not.toBe('mos');
      expect(m.games.map((x) => x.id)).not.toContain(g.gameId);
    }
    const contact = await read(platform.storage, staticKeys.contact(E, 'TH'), contactSchema);
    expect(contact.setting).toMatchObject({ line: true, whatsapp: false, email: true });
    const th = await read(platform.storage, staticKeys.seoMeta(E, 'th'), seoMetaFileSchema);
    expect(th.home!.display).toBe('หน้าแรก');
    expect(Object.keys(th)).toEqual(expect.arrayContaining(['home', 'category', 'promotions', 'slots']));
  });

  it('uploads a thumbnail per listed game and the banner and pop-up art as WebP, a logo per provider as SVG', async () => {
    const myrSlots = await read(platform.storage, staticKeys.category(E, 'MYR', 'slots'), categoryFileSchema);
    for (const g of myrSlots.slice(0, 5)) {
      expect(await platform.storage.headObject('public', staticKeys.thumbnail(E, g.gameId))).toMatchObject({ contentType: 'image/webp' });
    }
    const thumbnail = await platform.storage.getObject('public', staticKeys.thumbnail(E, myrSlots[0]!.gameId));
    expect(await sharp(thumbnail!.body).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const svg = await platform.storage.getObject('public', staticKeys.providerLogo(E, 'drs'));
    expect(svg!.body.toString()).toMatch(/^<svg [^>]*width="240" height="80"/);
    const banner = await platform.storage.getObject('public', 'live/media/banners/scene-myr-slots.webp');
    expect(await sharp(banner!.body).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    const popup = await platform.storage.getObject('public', 'live/media/popups/scene-thb.webp');
    expect(await sharp(popup!.body).metadata()).toMatchObject({ format: 'webp', width: 600, height: 300 });
  });

  it('writes version.json last', async () => {
    const rec = recording(platform.storage);
    const result = await publishCatalog(platform.db, platform.env, rec.storage, { force: true, redrawArtwork: true });
    expect(result).toMatchObject({ published: true, reason: 'forced' });
    expect(rec.puts.at(-1)).toBe(staticKeys.version(E));
    expect(rec.puts.filter((k) => k === staticKeys.version(E))).toHaveLength(1);
    // images before files: no file ever points at an image that is not there yet
    const lastImage = Math.max(...rec.puts.map((k, i) => (/\.(svg|webp)$/.test(k) ? i : -1)));
    const firstFile = rec.puts.findIndex((k) => k.endsWith('.json') || k.endsWith('.json.gz'));
    expect(lastImage).toBeLessThan(firstFile);
  });

  it('uploads nothing when nothing changed', async () => {
    const rec = recording(platform.storage);
    const result = await republishCatalog(platform.db, platform.env, rec.storage);
    expect(result).toMatchObject({ published: false, reason: 'unchanged', uploads: 0 });
    expect(rec.puts).toEqual([]);
  });

  it('bumps the version when the catalogue changes, uploading only the missing images', async () => {
    const before = await read(platform.storage, staticKeys.version(E), versionFileSchema);
    await platform.db.update(games).set({ displayName: 'Renamed Reels' }).where(eq(games.gameId, 'drs-0001'));
    const rec = recording(platform.storage);
    const renamed = await republishCatalog(platform.db, platform.env, rec.storage, { now: new Date('2030-01-01T00:00:00Z') });
    expect(renamed).toMatchObject({ published: true, reason: 'changed', images: 0 });
    const after = await read(platform.storage, staticKeys.version(E), versionFileSchema);
    expect(after).toEqual({ version: renamed.version, publishedAt: '2030-01-01T00:00:00.000Z' });
    expect(after.version).not.toBe(before.version);
    const slots = await read(platform.storage, staticKeys.category(E, 'MYR', 'slots'), categoryFileSchema);
    expect(slots.find((g) => g.gameId === 'drs-0001')!.displayName).toBe('Renamed Reels');

    const [state] = await platform.db.select().from(catalogState);
    expect(state).toMatchObject({ version: renamed.version });

    // A new game: exactly one new thumbnail; maintenance and category switches count as changes too.
    await platform.db
      .insert(games)
      .values({ gameId: 'drs-9999', providerId: 'drs', name: 'Brand New', displayName: 'Brand New', type: 'slots' });
    const added = await republishCatalog(platform.db, platform.env, platform.storage);
    expect(added).toMatchObject({ published: true, images: 1 });
    expect(await platform.storage.exists('public', staticKeys.thumbnail(E, 'drs-9999'))).toBe(true);

    await platform.db.delete(maintenance).where(eq(maintenance.id, 'mos'));
    expect((await republishCatalog(platform.db, platform.env, platform.storage)).published).toBe(true);
    expect((await read(platform.storage, staticKeys.maintenance(E, 'SGD'), maintenanceSchema)).providers).toEqual([]);

    await platform.db.update(categorySettings).set({ enabled: false }).where(eq(categorySettings.type, 'lottery'));
    expect((await republishCatalog(platform.db, platform.env, platform.storage)).published).toBe(true);
    expect(Object.keys(await read(platform.storage, staticKeys.providers(E, 'SGD'), providerFileSchema))).not.toContain('lottery');
  });

  it('republishes on operator/catalog-publish, for the operator only', async () => {
    expect((await platform.call('operator/catalog-publish')).statusCode).toBe(401);
    const headers = { 'x-operator-key': platform.env.operatorKey };
    const unchanged = await platform.call('operator/catalog-publish', {}, { headers });
    expect(catalogPublishOutput.parse(unchanged.body.output)).toMatchObject({ published: false, reason: 'unchanged' });
    await platform.db.update(games).set({ popular: true }).where(eq(games.gameId, 'nj-0001'));
    const changed = await platform.call('operator/catalog-publish', undefined, { headers });
    expect(catalogPublishOutput.parse(changed.body.output)).toMatchObject({ published: true, reason: 'changed', images: 0 });
    const forced = await platform.call('operator/catalog-publish', { force: true }, { headers });
    expect(forced.body.output).toMatchObject({ published: true, reason: 'forced' });
    expect((await platform.call('operator/catalog-publish', { force: 'yes' }, { headers })).statusCode).toBe(400);
  });

  it('republishes everything into a storage that lacks version.json, once even when asked twice at once', async () => {
    const other = await openPlatformStorage(platform.env);
    try {
      const rec = recording(other.storage);
      const [a, b] = await Promise.all([
        publishCatalog(platform.db, platform.env, rec.storage),
        publishCatalog(platform.db, platform.env, rec.storage),
      ]);
      expect([a.published, b.published].sort()).toEqual([false, true]);
      expect(rec.puts.filter((k) => k === staticKeys.version(E))).toHaveLength(1);
      expect(await other.storage.exists('public', staticKeys.thumbnail(E, 'drs-0001'))).toBe(true);
    } finally {
      await other.close();
    }
  });
});
