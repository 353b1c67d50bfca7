import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { categorySettings } from '../../db/schema';
import { games, maintenance, providers } from '../../db/schema-catalog';

/**
 * The catalogue as other modules (ledger, game launching) need it: one row at a time, straight
 * from the database, so a launch never trusts a stale published file.
 */

export type Flag = 0 | 1;

export type GameLookup = {
  gameId: string;
  providerId: string;
  name: string;
  type: string;
  /** null: the provider's method applies */
  method: Flag | null;
  redirect: Flag;
};

export type ProviderLookup = {
  providerId: string;
  name: string;
  method: Flag;
  transfer: Flag;
  currencies: string[];
};

const toFlag = (value: boolean | number): Flag => (value ? 1 : 0);

/** An enabled game, or null when unknown or switched off. */
export async function findGame(db: Database, gameId: string): Promise<GameLookup | null> {
  const [row] = await db
    .select({
      gameId: games.gameId,
      providerId: games.providerId,
      name: games.name,
      type: games.type,
      method: games.method,
      redirect: games.redirect,
    })
    .from(games)
    .where(and(eq(games.gameId, gameId), eq(games.enabled, true)))
    .limit(1);
  if (!row) return null;
  return { ...row, method: row.method === null ? null : toFlag(row.method), redirect: toFlag(row.redirect) };
}

/** An enabled provider, or null when unknown or switched off. */
export async function findProvider(db: Database, providerId: string): Promise<ProviderLookup | null> {
  const [row] = await db
    .select({
      providerId: providers.providerId,
      name: providers.name,
      method: providers.method,
      transfer: providers.transfer,
      currencies: providers.currencies,
    })
    .from(providers)
    .where(and(eq(providers.providerId, providerId), eq(providers.enabled, true)))
    .limit(1);
  if (!row) return null;
  return { ...row, method: toFlag(row.method), transfer: toFlag(row.transfer), currencies: [...row.currencies] };
}

/**
 * A provider's wallet kind, switched on or off: what the wallet's callbacks need. A provider an
 * operator switched off still settles what it owes (wins, rollbacks); only new bets are refused.
 */
export async function findProviderWallet(
  db: Database,
  providerId: string,
): Promise<{ providerId: string; transfer: boolean; enabled: boolean } | null> {
  const [row] = await db
    .select({ providerId: providers.providerId, transfer: providers.transfer, enabled: providers.enabled })
    .from(providers)
    .where(eq(providers.providerId, providerId))
    .limit(1);
  return row ? { providerId: row.providerId, transfer: Boolean(row.transfer), enabled: row.enabled } : null;
}

/** True when the game or its provider has a maintenance entry that has not ended yet. */
export async function isUnderMaintenance(
  db: Database,
  target: { gameId?: string | undefined; providerId?: string | undefined },
  now: Date = new Date(),
): Promise<boolean> {
  const matches = [
    target.gameId ? and(eq(maintenance.kind, 'game'), eq(maintenance.id, target.gameId)) : undefined,
    target.providerId ? and(eq(maintenance.kind, 'provider'), eq(maintenance.id, target.providerId)) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return false;
  const [row] = await db
    .select({ id: maintenance.id })
    .from(maintenance)
    .where(and(or(...matches), or(isNull(maintenance.until), gt(maintenance.until, now))))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a member of `currency` may see and launch the game: the game and its provider are
 * enabled, the provider is offered in that currency, and the game's category is enabled there.
 * Maintenance is a separate question (isUnderMaintenance): the game stays listed while closed.
 */
export async function isGameAvailable(db: Database, gameId: string, currency: string): Promise<boolean> {
  const cur = currency.toUpperCase();
  const [row] = await db
    .select({ gameId: games.gameId })
    .from(games)
    .innerJoin(providers, eq(providers.providerId, games.providerId))
    .innerJoin(
      categorySettings,
      and(eq(categorySettings.type, games.type), eq(categorySettings.currency, cur), eq(categorySettings.enabled, true)),
    )
    .where(
      and(
        eq(games.gameId, gameId),
        eq(games.enabled, true),
        eq(providers.enabled, true),
        sql`${providers.currencies} @> ${JSON.stringify([cur])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What a game's page states about it (game/detail), straight from the catalogue. */
export type GameFactsLookup = {
  gameId: string;
  providerId: string;
  displayName: string;
  type: string;
  redirect: boolean;
  /** hundredths of a percent */
  rtp: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
  maxWin: number | null;
  lines: number | null;
  ways: number | null;
  features: string[];
  demo: boolean;
};

/** An enabled game's facts, or null when unknown or switched off. */
export async function findGameFacts(db: Database, gameId: string): Promise<GameFactsLookup | null> {
  const [row] = await db
    .select({
      gameId: games.gameId,
      providerId: games.providerId,
      displayName: games.displayName,
      type: games.type,
      redirect: games.redirect,
      rtp: games.rtp,
      volatility: games.volatility,
      maxWin: games.maxWin,
      lines: games.lines,
      ways: games.ways,
      features: games.features,
      demo: games.demo,
    })
    .from(games)
    .where(and(eq(games.gameId, gameId), eq(games.enabled, true)))
    .limit(1);
  return row ? { ...row, features: [...row.features] } : null;
}
