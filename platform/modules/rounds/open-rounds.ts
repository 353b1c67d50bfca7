import { and, asc, count, eq, lte, sql, sum } from 'drizzle-orm';
import type { OperatorOpenRounds } from '@/lib/contracts/rounds';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import type { Database } from '../../db/connection';
import { members } from '../../db/schema';
import { games, providers } from '../../db/schema-catalog';
import { gameRounds } from '../../db/schema-ledger';
import { formatMinor } from '../ledger';

export type OpenRoundsQuery = { olderThanMinutes: number; currency?: string; page: number; pageSize: number };

/** The rounds still open at `now` that opened at least `olderThanMinutes` before it, oldest first. */
export async function listOpenRounds(db: Database, query: OpenRoundsQuery, now: Date): Promise<OperatorOpenRounds> {
  const cutoff = new Date(now.getTime() - query.olderThanMinutes * 60_000);
  const where = and(
    eq(gameRounds.status, 'open'),
    lte(gameRounds.createdAt, cutoff),
    query.currency ? eq(gameRounds.currency, query.currency.toUpperCase()) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        providerId: gameRounds.providerId,
        providerName: sql<string>`coalesce(${providers.name}, ${gameRounds.providerId})`,
        roundId: gameRounds.roundId,
        memberId: gameRounds.memberId,
        username: sql<string>`coalesce(${members.username}, '')`,
        gameId: gameRounds.gameId,
        gameName: sql<string>`coalesce(${games.name}, ${gameRounds.gameId})`,
        currency: gameRounds.currency,
        bet: gameRounds.bet,
        openedAt: gameRounds.createdAt,
      })
      .from(gameRounds)
      .leftJoin(members, eq(members.id, gameRounds.memberId))
      .leftJoin(games, eq(games.gameId, gameRounds.gameId))
      .leftJoin(providers, eq(providers.providerId, gameRounds.providerId))
      .where(where)
      .orderBy(asc(gameRounds.createdAt), asc(gameRounds.roundId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ currency: gameRounds.currency, bet: sum(gameRounds.bet), rounds: count() })
      .from(gameRounds)
      .where(where)
      .groupBy(gameRounds.currency)
      .orderBy(asc(gameRounds.currency)),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      bet: formatMinor(row.bet, minorUnitsOf(row.currency)),
      openedAt: row.openedAt.toISOString(),
    })),
    total: totals.reduce((all, t) => all + Number(t.rounds), 0),
    page: query.page,
    pageSize: query.pageSize,
    totals: totals.map((t) => ({
      currency: t.currency,
      bet: formatMinor(BigInt(t.bet ?? '0'), minorUnitsOf(t.currency)),
      rounds: Number(t.rounds),
    })),
  };
}

/** The rounds the sweep asks about: open since before `cutoff`, oldest first, at most `limit`. */
export async function staleOpenRounds(db: Database, cutoff: Date, limit: number) {
  return db
    .select({
      providerId: gameRounds.providerId,
      roundId: gameRounds.roundId,
      memberId: gameRounds.memberId,
      currency: gameRounds.currency,
      gameId: gameRounds.gameId,
    })
    .from(gameRounds)
    .where(and(eq(gameRounds.status, 'open'), lte(gameRounds.createdAt, cutoff)))
    .orderBy(asc(gameRounds.createdAt))
    .limit(limit);
}
