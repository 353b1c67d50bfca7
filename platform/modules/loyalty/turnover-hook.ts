import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loyaltyTurnover } from '../../db/schema-loyalty';
import type { BetSettledHook, WagerHooks } from '../wagers';
import { loyaltyDay } from './rules/loyalty-day';

/**
 * The one write loyalty adds to a settlement: the member's turnover row for the local day and the
 * game's category goes up by the settled stake. VIP progress, task turnover and referral commission
 * are read from these rows later, so a bet touches no shared row (no referrer's, no house total)
 * and costs one primary-key upsert. A further win to a settled round (stake 0) writes nothing.
 * A rolled-back bet was never settled, so it never reached this row.
 */
export function loyaltyTurnoverHook(dayOffsetHours: number): BetSettledHook {
  return async (tx: Database, event) => {
    if (event.stake <= 0n) return;
    await tx
      .insert(loyaltyTurnover)
      .values({
        memberId: event.memberId,
        day: loyaltyDay(event.settledAt, dayOffsetHours),
        category: event.category ?? '',
        currency: event.currency,
        turnover: event.stake,
        rounds: 1,
      })
      .onConflictDoUpdate({
        target: [loyaltyTurnover.memberId, loyaltyTurnover.day, loyaltyTurnover.category],
        set: { turnover: sql`${loyaltyTurnover.turnover} + excluded.turnover`, rounds: sql`${loyaltyTurnover.rounds} + 1` },
      });
  };
}

export function loyaltyWagerHooks(dayOffsetHours: number): WagerHooks {
  return { onBetSettled: [loyaltyTurnoverHook(dayOffsetHours)] };
}
