import { eq, sql } from 'drizzle-orm';
import { categorySettings } from '../../db/schema';
import { games, maintenance, providers } from '../../db/schema-catalog';
import { testPlatform, type TestPlatform } from '../../test-support';
import { findGame, findProvider, isGameAvailable, isUnderMaintenance } from './lookup';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

describe('findGame / findProvider', () => {
  it('answers the launch facts of a game and its provider, flags as 0/1', async () => {
    expect(await findGame(platform.db, 'ccl-0001')).toEqual({
      gameId: 'ccl-0001',
      providerId: 'ccl',
      name: 'Crimson Crown Lobby',
      type: 'live-casino',
      method: null,
      redirect: 1,
    });
    expect(await findProvider(platform.db, 'cra')).toEqual({
      providerId: 'cra',
      name: 'Coral Reef Arcade',
      method: 0,
      transfer: 1,
      currencies: ['MYR', 'SGD', 'THB', 'VND', 'IDR'],
    });
    expect(await findProvider(platform.db, 'pxf')).toMatchObject({ method: 1, transfer: 0, currencies: ['MYR', 'SGD'] });
  });

  it('answers null for unknown or disabled entries', async () => {
    expect(await findGame(platform.db, 'nope-0001')).toBeNull();
    expect(await findProvider(platform.db, 'nope')).toBeNull();
    await platform.db.update(games).set({ enabled: false }).where(eq(games.gameId, 'nj-0004'));
    expect(await findGame(platform.db, 'nj-0004')).toBeNull();
    await platform.db.update(games).set({ enabled: true }).where(eq(games.gameId, 'nj-0004'));
  });
});

describe('isUnderMaintenance', () => {
  it('is true for a closed game, any game of a closed provider, and false otherwise', async () => {
    expect(await isUnderMaintenance(platform.db, { gameId: 'drs-0003', providerId: 'drs' })).toBe(true);
    expect(await isUnderMaintenance(platform.db, { gameId: 'mos-0001', providerId: 'mos' })).toBe(true);
    expect(await isUnderMaintenance(platform.db, { gameId: 'drs-0001', providerId: 'drs' })).toBe(false);
  });

  it('ends when `until` has passed', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    await platform.db.insert(maintenance).values({ kind: 'game', id: 'drs-0002', until: new Date('2030-01-01T01:00:00Z') });
    expect(await isUnderMaintenance(platform.db, { gameId: 'drs-0002', providerId: 'drs' }, now)).toBe(true);
    expect(await isUnderMaintenance(platform.db, { gameId: 'drs-0002', providerId: 'drs' }, new Date('2030-01-01T02:00:00Z'))).toBe(false);
    await platform.db.delete(maintenance).where(sql`${maintenance.id} = 'drs-0002'`);
  });
});

describe('isGameAvailable', () => {
  it('follows the provider’s currencies and the category settings', async () => {
    expect(await isGameAvailable(platform.db, 'pxf-0001', 'MYR')).toBe(true);
    expect(await isGameAvailable(platform.db, 'pxf-0001', 'thb')).toBe(false);
    expect(await isGameAvailable(platform.db, 'jti-0001', 'VND')).toBe(false);
    expect(await isGameAvailable(platform.db, 'nope-0001', 'MYR')).toBe(false);

    await platform.db
      .update(categorySettings)
      .set({ enabled: false })
      .where(sql`${categorySettings.currency} = 'SGD' and ${categorySettings.type} = 'lottery'`);
    expect(await isGameAvailable(platform.db, 'ldl-0001', 'SGD')).toBe(false);
    expect(await isGameAvailable(platform.db, 'ldl-0001', 'MYR')).toBe(true);
    await platform.db
      .update(categorySettings)
      .set({ enabled: true })
      .where(sql`${categorySettings.currency} = 'SGD' and ${categorySettings.type} = 'lottery'`);

    await platform.db.update(providers).set({ enabled: false }).where(eq(providers.providerId, 'ldl'));
    expect(await isGameAvailable(platform.db, 'ldl-0001', 'MYR')).toBe(false);
    await platform.db.update(providers).set({ enabled: true }).where(eq(providers.providerId, 'ldl'));
  });
});
