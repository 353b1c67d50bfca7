import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { games, providers } from '../../../db/schema-catalog';
import { gameRounds } from '../../../db/schema-ledger';
import { formatMinor } from '../../ledger';
import { atText, isoOf, keyDesc, olderThan, type TimelineSource } from './shared';

const roundKey = sql<string>`('r' || ${gameRounds.providerId} || ':' || ${gameRounds.roundId})`;

/** The query of one page of rounds (exported for the query-plan test). */
export function roundsQuery(...[db, q]: Parameters<TimelineSource>) {
  return db
    .select({
      at: atText(gameRounds.createdAt),
      key: roundKey,
      bet: gameRounds.bet,
      win: gameRounds.win,
      status: gameRounds.status,
      gameId: gameRounds.gameId,
      providerId: gameRounds.providerId,
      gameName: games.displayName,
      providerName: providers.name,
    })
    .from(gameRounds)
    .leftJoin(games, eq(games.gameId, gameRounds.gameId))
    .leftJoin(providers, eq(providers.providerId, gameRounds.providerId))
    .where(
      and(
        eq(gameRounds.memberId, q.memberId),
        gte(gameRounds.createdAt, q.start),
        lt(gameRounds.createdAt, q.end),
        olderThan(gameRounds.createdAt, roundKey, q.cursor),
      ) as SQL,
    )
    .orderBy(desc(gameRounds.createdAt), keyDesc(roundKey))
    .limit(q.limit);
}

/**
 * Bets and wins, one line per game round: its stake, its win and the net: win − stake (an open
 * round's stake is still out); a rolled-back round's stake came back, so it nets zero (a refunded
 * bet leaves the stake at 0, an operator's void keeps it, for the line to show).
 */
export const roundLines: TimelineSource = async (db, q) =>
  (await roundsQuery(db, q)).map((round) => ({
    cursor: { at: round.at, key: round.key },
    id: round.key,
    at: isoOf(round.at),
    kind: 'game',
    entry: 'round',
    amount: formatMinor(round.status === 'rolled_back' ? 0n : round.win - round.bet, q.decimals),
    balance: 'cash',
    status: round.status,
    description: `${round.gameName ?? round.gameId} · ${round.providerName ?? round.providerId}`,
    stake: formatMinor(round.bet, q.decimals),
    win: formatMinor(round.win, q.decimals),
  }));
