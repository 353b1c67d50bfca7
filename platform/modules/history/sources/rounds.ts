import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { games, providers } from '../../../db/schema-catalog';
import { gameRounds, type RoundStatus } from '../../../db/schema-ledger';
import { formatMinor } from '../../ledger';
import type { HistorySource } from '../query';

/**
 * Bet history (settled and rolled-back rounds: amount = win − bet) and outstanding bets (open
 * rounds: amount = −bet, the stake still out), from game_rounds, written with the money.
 */
export function roundHistory(statuses: readonly RoundStatus[]): HistorySource {
  return async (db, q) => {
    const wanted = q.status && statuses.length > 1 ? statuses.filter((s) => s === q.status) : [...statuses];
    if (wanted.length === 0) return { rows: [], total: 0 };
    const where = and(
      eq(gameRounds.memberId, q.memberId),
      inArray(gameRounds.status, wanted),
      gte(gameRounds.createdAt, q.start),
      lt(gameRounds.createdAt, q.end),
    ) as SQL;
    const [total, rows] = await Promise.all([
      db.$count(gameRounds, where),
      db
        .select({ round: gameRounds, gameName: games.displayName, providerName: providers.name })
        .from(gameRounds)
        .leftJoin(games, eq(games.gameId, gameRounds.gameId))
        .leftJoin(providers, eq(providers.providerId, gameRounds.providerId))
        .where(where)
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.roundId))
        .limit(q.limit)
        .offset(q.offset),
    ]);
    return {
      total,
      rows: rows.map(({ round, gameName, providerName }) => {
        const game = gameName ?? round.gameId;
        const provider = providerName ?? round.providerId;
        const net = round.status === 'open' ? -round.bet : round.win - round.bet;
        return {
          id: `${round.providerId}:${round.roundId}`,
          createdAt: round.createdAt.toISOString(),
          amount: formatMinor(net, q.decimals),
          status: round.status,
          description: `${game} · ${provider}`,
          extra: {
            game,
            gameId: round.gameId,
            provider,
            providerId: round.providerId,
            roundId: round.roundId,
            bet: formatMinor(round.bet, q.decimals),
            win: formatMinor(round.win, q.decimals),
            settledAt: round.settledAt ? round.settledAt.toISOString() : '',
          },
        };
      }),
    };
  };
}
