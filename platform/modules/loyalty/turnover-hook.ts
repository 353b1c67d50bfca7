import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { q } from '../ledger';
import { loyaltyTurnover } from '../../db/schema-loyalty';
import type { BetSettledHook, WagerHooks } from '../wagers';
import { loyaltyDay } from './rules/loyalty-day';

/**
 * The one write loyalty adds to a settlement: the member's turnover row for the local day and the
 * game's category goes up by the settled stake, and its cash part by the stake's cash part. VIP progress, task turnover and referral commission
 * are read from these rows later, so a bet touches no shared row (no referrer's, no house total)
 * and costs one primary-key upsert. A further win to a settled round (stake 0) writes nothing.
 * A rolled-back bet was never settled, so it never reached this row.
 */
export function loyaltyTurnoverHook(dayOffsetHours: number): BetSettledHook {
  const hook: BetSettledHook = async (tx: Database, event) => {
    if (event.stake <= 0n) return;
    await tx
      .insert(loyaltyTurnover)
      .values({
        memberId: event.memberId,
        day: loyaltyDay(event.settledAt, dayOffsetHours),
        category: event.category ?? '',
        currency: event.currency,
        turnover: event.stake,
        cashTurnover: event.cashStake,
        rounds: 1,
      })
      .onConflictDoUpdate({
        target: [loyaltyTurnover.memberId, loyaltyTurnover.day, loyaltyTurnover.category],
        set: {
          turnover: sql`${loyaltyTurnover.turnover} + excluded.turnover`,
          cashTurnover: sql`${loyaltyTurnover.cashTurnover} + excluded.cash_turnover`,
          rounds: sql`${loyaltyTurnover.rounds} + 1`,
        },
      });
  };
  // The same upsert inside the one-statement cash win, reading its settlement `s` (a round of cash only: all of its stake is cash).
  hook.cashSettlementSql = (
    settlement,
  ) => q`insert into loyalty_turnover as t (member_id, day, category, currency, turnover, cash_turnover, rounds)
    select ${settlement.memberId}::int, ${loyaltyDay(settlement.settledAt, dayOffsetHours)}::date, coalesce(s.category, ''), ${settlement.currency}, s.stake, s.stake, 1
    from s where s.stake > 0
    on conflict (member_id, day, category) do update set turnover = t.turnover + excluded.turnover, cash_turnover = t.cash_turnover + excluded.cash_turnover, rounds = t.rounds + 1`;
  return hook;
}

export function loyaltyWagerHooks(dayOffsetHours: number): WagerHooks {
  return { onBetSettled: [loyaltyTurnoverHook(dayOffsetHours)] };
}
