import { sql } from 'drizzle-orm';
import { openDatabase, runMigrations, type DatabaseHandle } from '../db/connection';
import { freshDatabase, type DatabaseTarget } from '../test-support';
import { seedDatabase } from '.';
import { seedCatalog } from './catalog';
import { generateGames, generateMaintenance, generateProviders } from './catalog-games';

const CATEGORIES = ['slots', 'live-casino', 'fishing', 'table', 'lottery', 'sports'];

describe('the catalogue generator', () => {
  const providers = generateProviders();
  const games = generateGames('full');

  it('makes at least 12 providers and 3,000 games over the 6 categories, most of them slots', () => {
    expect(providers.length).toBeGreaterThanOrEqual(12);
    expect(games.length).toBeGreaterThanOrEqual(3000);
    const byType = new Map<string, number>();
    for (const g of games) byType.set(g.type, (byType.get(g.type) ?? 0) + 1);
    expect([...byType.keys()].sort()).toEqual([...CATEGORIES].sort());
    expect(byType.get('slots')!).toBeGreaterThan(games.length / 2);
    expect(new Set(games.map((g) => g.gameId)).size).toBe(games.length);
  });

  it('is deterministic, and the small catalogue is a subset of the full one', () => {
    expect(generateGames('full')).toEqual(games);
    const small = generateGames('small');
    expect(small.length).toBeLessThan(120);
    const full = new Map(games.map((g) => [g.gameId, g]));
    for (const game of small) expect(full.get(game.gameId)).toEqual(game);
  });

  it('mixes flags: popular/new in the hundreds, some single-device games, every launch method', () => {
    const count = (pick: (g: (typeof games)[number]) => boolean) => games.filter(pick).length;
    expect(count((g) => g.popular === true)).toBeGreaterThan(150);
    expect(count((g) => g.popular === true)).toBeLessThan(500);
    expect(count((g) => g.new === true)).toBeGreaterThan(150);
    expect(count((g) => g.new === true)).toBeLessThan(500);
    expect(count((g) => g.web === false && g.mobile === true)).toBeGreaterThan(5);
    expect(count((g) => g.mobile === false && g.web === true)).toBeGreaterThan(5);
    expect(count((g) => g.web === false && g.mobile === false)).toBe(0);
    expect(count((g) => g.method === 0)).toBeGreaterThan(100);
    expect(count((g) => g.method === 1)).toBeGreaterThan(100);
    expect(count((g) => g.method === null)).toBeGreaterThan(1000);
    expect(new Set(providers.map((p) => p.method))).toEqual(new Set([0, 1]));
  });

  it('gives every live-casino and sports provider exactly one lobby door, listed first', () => {
    const lobbyProviders = new Set(games.filter((g) => g.type === 'live-casino' || g.type === 'sports').map((g) => g.providerId));
    const doors = games.filter((g) => g.redirect);
    expect(doors.length).toBe(lobbyProviders.size);
    for (const door of doors) {
      expect(door.name).toMatch(/ Lobby$/);
      expect(['live-casino', 'sports']).toContain(door.type);
      expect(door.priority).toBe(1);
    }
  });

  it('has a transfer-type provider, providers not offered everywhere, and maintenance on real ids', () => {
    expect(providers.filter((p) => p.transfer).map((p) => p.providerId)).toEqual(expect.arrayContaining(['cra', 'tps']));
    expect(providers.filter((p) => (p.currencies as string[]).length < 5).length).toBeGreaterThanOrEqual(3);
    const ids = new Set(generateGames('small').map((g) => g.gameId));
    const providerIds = new Set(providers.map((p) => p.providerId));
    const entries = generateMaintenance();
    expect(entries.filter((m) => m.kind === 'provider')).toHaveLength(1);
    expect(entries.filter((m) => m.kind === 'game').length).toBeGreaterThanOrEqual(3);
    for (const m of entries) expect(m.kind === 'game' ? ids.has(m.id) : providerIds.has(m.id)).toBe(true);
  });
});

describe('seeding the full catalogue', () => {
  let target: DatabaseTarget;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    target = await freshDatabase();
    handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle.close();
    await target.drop();
  });

  async function counts() {
    const result = await handle.db.execute(sql`
      select (select count(*)::int from providers) as providers,
             (select count(*)::int from games) as games,
             (select count(distinct type)::int from games) as categories,
             (select count(*)::int from games where redirect) as redirects,
             (select count(*)::int from providers where transfer) as transfer,
             (select count(*)::int from maintenance) as maintenance,
             (select count(*)::int from banners) as banners,
             (select count(*)::int from dashboard_popups) as popups,
             (select count(*)::int from contacts) as contacts,
             (select count(*)::int from seo_meta) as seo_meta,
             (select count(*)::int from seo_footer) as seo_footer`);
    return (result as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
  }

  it('inserts everything in well under 2 s and does nothing on later starts', async () => {
    let started = performance.now();
    await seedDatabase(handle.db, new Date(), { catalogSize: 'full' });
    const first = await counts();
    expect(first.providers).toBeGreaterThanOrEqual(12);
    expect(first.games).toBeGreaterThanOrEqual(3000);
    expect(first).toMatchObject({ categories: 6, redirects: 5, transfer: 2, maintenance: 5, banners: 31, popups: 7, contacts: 5 });
    expect(first.seo_meta).toBeGreaterThanOrEqual(6 * 10);

    // The catalogue alone (the demo members' password hashing is not part of it).
    await handle.db.execute(
      sql`truncate maintenance, games, providers, banners, dashboard_popups, contacts, seo_meta, seo_footer, seo_script`,
    );
    started = performance.now();
    expect(await seedCatalog(handle.db, { size: 'full' })).toEqual({ seeded: true });
    const firstMs = performance.now() - started;
    expect(firstMs).toBeLessThan(2000);

    started = performance.now();
    expect(await seedCatalog(handle.db, { size: 'full' })).toEqual({ seeded: false });
    expect(performance.now() - started).toBeLessThan(100);
    await seedDatabase(handle.db, new Date(), { catalogSize: 'full' });
    expect(await counts()).toEqual(first);
  });

  it('leaves an operator’s deletions alone on restart', async () => {
    await handle.db.execute(sql`delete from games where game_id = 'nj-0100'`);
    await seedCatalog(handle.db, { size: 'full' });
    const result = await handle.db.execute(sql`select count(*)::int as n from games where game_id = 'nj-0100'`);
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });
});
