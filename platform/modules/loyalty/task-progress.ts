import { and, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { gameRounds } from '../../db/schema-ledger';
import { loyaltyVisits } from '../../db/schema-loyalty';
import { walletRequests } from '../../db/schema-wallet';
import type { DailyTaskRow } from './config';
import { dayBounds } from './rules/loyalty-day';
import { dayTurnover } from './turnover';

/**
 * How far a member is with one task today, read from the real events: a visit row (login), the
 * deposits credited during the day, the day's turnover row(s), the different games of the rounds
 * settled during the day. Nothing is counted twice and nothing is kept per task.
 */
export async function taskProgress(
  db: Database,
  memberId: number,
  task: DailyTaskRow,
  day: string,
  dayOffsetHours: number,
): Promise<bigint> {
  const { start, end } = dayBounds(day, dayOffsetHours);
  switch (task.kind) {
    case 'login': {
      const visits = await db.$count(loyaltyVisits, and(eq(loyaltyVisits.memberId, memberId), eq(loyaltyVisits.day, day)));
      return BigInt(visits);
    }
    case 'deposit': {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${walletRequests.amountMinor}), 0)::text` })
        .from(walletRequests)
        .where(
          and(
            eq(walletRequests.memberId, memberId),
            eq(walletRequests.kind, 'deposit'),
            eq(walletRequests.status, 'approved'),
            gte(walletRequests.decidedAt, start),
            lt(walletRequests.decidedAt, end),
          ),
        );
      return BigInt(row?.total ?? '0');
    }
    case 'turnover':
      return dayTurnover(db, memberId, day, task.category);
    case 'games': {
      const [row] = await db
        .select({ games: countDistinct(gameRounds.gameId) })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.memberId, memberId),
            eq(gameRounds.status, 'settled'),
            gte(gameRounds.settledAt, start),
            lt(gameRounds.settledAt, end),
          ),
        );
      return BigInt(row?.games ?? 0);
    }
  }
}

/** The target a task must reach: login is done once signed in. */
export const taskTarget = (task: DailyTaskRow): bigint => (task.kind === 'login' ? 1n : task.target);
