import { games, maintenance, providers } from '../../../db/schema-catalog';
import type { Database } from '../../../db/connection';

/**
 * Games and providers of our own for tests, inserted straight into the catalogue tables, so the
 * launch and wallet tests do not depend on what the demo seed happens to contain. Ids start with
 * "zt" to stay clear of the seed's.
 */
export const fixture = {
  seamless: { providerId: 'ztseam', slot: 'ztseam-slot', table: 'ztseam-table', lobby: 'ztseam-lobby', down: 'ztseam-down' },
  transfer: { providerId: 'zttrans', game: 'zttrans-fish' },
  closed: { providerId: 'ztclosed', game: 'ztclosed-slot' },
  myrOnly: { providerId: 'ztmyr', game: 'ztmyr-slot' },
} as const;

const ALL = ['MYR', 'SGD', 'THB', 'VND', 'IDR'];

export async function insertCatalogFixture(db: Database): Promise<void> {
  const provider = (providerId: string, transfer: boolean, currencies = ALL) => ({
    providerId,
    name: `Test ${providerId}`,
    memberDisplay: { en: `Test ${providerId}` },
    method: 0,
    transfer,
    currencies,
  });
  await db
    .insert(providers)
    .values([
      provider(fixture.seamless.providerId, false),
      provider(fixture.transfer.providerId, true),
      provider(fixture.closed.providerId, false),
      provider(fixture.myrOnly.providerId, false, ['MYR']),
    ])
    .onConflictDoNothing();

  const game = (gameId: string, providerId: string, name: string, type: string, redirect = false) => ({
    gameId,
    providerId,
    name,
    displayName: name,
    type,
    redirect,
  });
  await db
    .insert(games)
    .values([
      game(fixture.seamless.slot, fixture.seamless.providerId, 'Lucky <Test> Reels', 'slots'),
      game(fixture.seamless.table, fixture.seamless.providerId, 'Test Hi-Lo Table', 'table'),
      game(fixture.seamless.lobby, fixture.seamless.providerId, 'Test Lobby', 'live-casino', true),
      game(fixture.seamless.down, fixture.seamless.providerId, 'Test Closed Game', 'slots'),
      game(fixture.transfer.game, fixture.transfer.providerId, 'Test Reef Fishing', 'fishing'),
      game(fixture.closed.game, fixture.closed.providerId, 'Test Closed Provider Slot', 'slots'),
      game(fixture.myrOnly.game, fixture.myrOnly.providerId, 'Test Ringgit Slot', 'slots'),
    ])
    .onConflictDoNothing();

  await db
    .insert(maintenance)
    .values([
      { kind: 'game', id: fixture.seamless.down, until: null },
      { kind: 'provider', id: fixture.closed.providerId, until: null },
    ])
    .onConflictDoNothing();
}
