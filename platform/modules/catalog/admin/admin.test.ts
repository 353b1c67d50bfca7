import { staticKeys } from '@/lib/contracts/static-files';
import { operatorCall, testPlatform, type TestPlatform } from '../../../test-support';
import { readPublishedJson } from '../read-published';

/** The console's catalogue: overview, games' list, saves that republish, maintenance switches. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

type Overview = {
  currencies: string[];
  categories: Array<{ currency: string; type: string; names: Record<string, string>; priority: number; enabled: boolean; games: number }>;
  providers: Array<{ providerId: string; enabled: boolean; maintenanceUntil: string | null }>;
  version: string;
};
type Game = { gameId: string; name: string; providerId: string; priority: number; popular: boolean; maintenanceUntil: string | null };
type GamePage = { items: Game[]; total: number; page: number };

const overview = async (currency?: string) =>
  (await operatorCall<Overview>(platform, 'operator/catalog-overview', currency ? { currency } : {})).body.output!;
const games = async (query: Record<string, unknown>) => (await operatorCall<GamePage>(platform, 'operator/game-list', query)).body.output!;
const audit = async (action: string) =>
  (await operatorCall<{ items: Array<{ target: string; before: unknown; after: unknown }> }>(platform, 'staff/audit-log', { action })).body
    .output!.items;

describe('operator/catalog-overview and operator/game-list', () => {
  it('lists every category of a currency with its games, the providers and the published version', async () => {
    const view = await overview('MYR');
    expect(view.currencies).toContain('THB');
    expect(view.categories.length).toBeGreaterThan(3);
    expect(view.categories.every((c) => c.currency === 'MYR')).toBe(true);
    expect(view.categories.find((c) => c.type === 'slots')).toMatchObject({ enabled: true, names: { en: expect.any(String) } });
    expect(view.categories.find((c) => c.type === 'slots')!.games).toBeGreaterThan(10);
    expect(view.providers.length).toBeGreaterThan(5);
    expect(view.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('searches by name or id, filters, sorts and pages on the server', async () => {
    const first = await games({ pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(50);
    const second = await games({ pageSize: 10, page: 2 });
    expect(second.items[0]!.gameId).not.toBe(first.items[0]!.gameId);

    const named = first.items[0]!.name;
    const found = await games({ search: named.slice(0, 6).toLowerCase() });
    expect(found.items.some((g) => g.name === named)).toBe(true);
    // `%` is a letter, not a wildcard.
    expect((await games({ search: '%' })).total).toBe(0);

    const byName = await games({ sort: 'name', order: 'desc', pageSize: 5 });
    const names = byName.items.map((g) => g.name);
    // Case-blind, by code point: each name is at least the next one.
    names.slice(1).forEach((next, i) => expect(names[i]!.toLowerCase() >= next.toLowerCase()).toBe(true));
    const provider = first.items[0]!.providerId;
    expect((await games({ providerId: provider, pageSize: 100 })).items.every((g) => g.providerId === provider)).toBe(true);
  });

  it('refuses unbounded or malformed queries with a 400', async () => {
    expect((await operatorCall(platform, 'operator/game-list', { pageSize: 5000 })).statusCode).toBe(400);
    expect((await operatorCall(platform, 'operator/game-list', { providerId: '../x' })).statusCode).toBe(400);
  });
});

describe('catalogue saves', () => {
  it('a game made popular and first moves to the top of the list, is republished and audited', async () => {
    const before = await overview();
    const game = (await games({ sort: 'priority', order: 'desc', pageSize: 1 })).items[0]!;
    const saved = await operatorCall<{ version: string; published: boolean }>(platform, 'operator/game-save', {
      gameId: game.gameId,
      popular: true,
      new: false,
      web: true,
      mobile: true,
      enabled: true,
      priority: 0,
    });
    expect(saved.body).toMatchObject({ status: true, output: { published: true } });
    expect(saved.body.output!.version).not.toBe(before.version);
    const top = (await games({ sort: 'priority', pageSize: 1 })).items[0]!;
    expect(top).toMatchObject({ gameId: game.gameId, popular: true, priority: 0 });
    const version = await readPublishedJson(platform.storage, staticKeys.version(platform.env.catalogEnv));
    expect(version).toMatchObject({ version: saved.body.output!.version });
    expect((await audit('operator/game-save'))[0]).toMatchObject({
      target: `game ${game.gameId}`,
      before: { priority: game.priority },
      after: { priority: 0, popular: true },
    });
  });

  it('renames a category per language and refuses an unknown one or a foreign image path', async () => {
    const slots = (await overview('THB')).categories.find((c) => c.type === 'slots')!;
    const names = { ...slots.names, en: 'Slot machines', th: 'สล็อตแมชชีน' };
    const ok = await operatorCall(platform, 'operator/category-save', {
      currency: 'thb',
      type: 'slots',
      names,
      img: '',
      priority: slots.priority,
      enabled: true,
    });
    expect(ok.body.status, ok.body.msg).toBe(true);
    const settings = await platform.call<Array<{ type: string; memberDisplay: string }>>('common/get-category-setting', {
      currency: 'THB',
    });
    expect(JSON.parse(settings.body.output!.find((c) => c.type === 'slots')!.memberDisplay)).toMatchObject({ th: 'สล็อตแมชชีน' });

    const unknown = await operatorCall(platform, 'operator/category-save', {
      currency: 'THB',
      type: 'bingo',
      names,
      priority: 1,
      enabled: true,
    });
    expect(unknown.body.msg).toBe('category_not_found');
    for (const img of ['//evil.example/x.png', '/../private/x', 'javascript:alert(1)']) {
      const bad = await operatorCall(platform, 'operator/category-save', {
        currency: 'THB',
        type: 'slots',
        names,
        img,
        priority: 1,
        enabled: true,
      });
      expect(bad.statusCode, img).toBe(400);
    }
    const noEnglish = await operatorCall(platform, 'operator/category-save', {
      currency: 'THB',
      type: 'slots',
      names: { th: 'สล็อต' },
      priority: 1,
      enabled: true,
    });
    expect(noEnglish.statusCode).toBe(400);
  });

  it('closes a provider until a time, lists it as closed for members, then opens it again', async () => {
    const provider = (await overview('MYR')).providers.find((p) => p.maintenanceUntil === null)!;
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const closed = await operatorCall(platform, 'operator/maintenance-set', {
      kind: 'provider',
      id: provider.providerId,
      closed: true,
      until,
    });
    expect(closed.body.status, closed.body.msg).toBe(true);
    const members = await platform.call<{ providers: Array<{ id: string }> }>('game/maintenance', { currency: 'MYR' });
    expect(members.body.output!.providers).toContainEqual({ id: provider.providerId });
    const published = (await readPublishedJson(platform.storage, staticKeys.maintenance(platform.env.catalogEnv, 'MYR'))) as {
      providers: Array<{ id: string }>;
    };
    expect(published.providers).toContainEqual({ id: provider.providerId });
    expect((await overview('MYR')).providers.find((p) => p.providerId === provider.providerId)!.maintenanceUntil).toBe(until);

    await operatorCall(platform, 'operator/maintenance-set', { kind: 'provider', id: provider.providerId, closed: false });
    const reopened = await platform.call<{ providers: Array<{ id: string }> }>('game/maintenance', { currency: 'MYR' });
    expect(reopened.body.output!.providers).not.toContainEqual({ id: provider.providerId });
    expect((await audit('operator/maintenance-set'))[0]).toMatchObject({
      target: `provider ${provider.providerId}`,
      before: { closed: true, until },
      after: { closed: false },
    });
  });

  it('closes one game until reopened and refuses a past end or an unknown game', async () => {
    const game = (await games({ pageSize: 1 })).items[0]!;
    await operatorCall(platform, 'operator/maintenance-set', { kind: 'game', id: game.gameId, closed: true });
    const closed = await games({ flag: 'maintenance', pageSize: 100 });
    expect(closed.items.find((g) => g.gameId === game.gameId)).toMatchObject({ maintenanceUntil: '' });
    await operatorCall(platform, 'operator/maintenance-set', { kind: 'game', id: game.gameId, closed: false });
    expect((await games({ flag: 'maintenance', pageSize: 100 })).items.some((g) => g.gameId === game.gameId)).toBe(false);

    const past = await operatorCall(platform, 'operator/maintenance-set', {
      kind: 'game',
      id: game.gameId,
      closed: true,
      until: '2020-01-01T00:00:00Z',
    });
    expect(past.body.msg).toBe('maintenance_until_past');
    expect((await operatorCall(platform, 'operator/maintenance-set', { kind: 'game', id: 'no-such-game', closed: true })).body.msg).toBe(
      'game_not_found',
    );
  });
});
