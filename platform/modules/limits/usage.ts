import { sql } from 'drizzle-orm';
import type { LimitKind, LimitPeriod } from '@/lib/contracts/limits';
import type { Database } from '../../db/connection';
import { midnightIn } from '../history';
import { earliestPeriodDay, periodAt, type PeriodBounds } from './periods';

/** What a member used in each current period, in minor units. */
export type PeriodUsage = Record<LimitPeriod, { staked: bigint; won: bigint; deposited: bigint }>;

type Row = Record<string, string | null>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const big = (value: string | null | undefined) => BigInt(value ?? '0');

/** The member's current day, week and month in their zone. */
export function currentPeriods(now: Date, timeZone: string): Record<LimitPeriod, PeriodBounds> {
  return { day: periodAt('day', now, timeZone), week: periodAt('week', now, timeZone), month: periodAt('month', now, timeZone) };
}

/**
 * Stakes and wins (member_limit_usage, per local day) and deposits (wallet_requests: approved and
 * pending ones, so approving several pending requests can never pass a limit) in each current
 * period: one indexed read each (a bet reads only play, a deposit only deposits).
 */
export async function usageOf(
  db: Database,
  memberId: number,
  now: Date,
  timeZone: string,
  which: 'play' | 'deposits' | 'all' = 'all',
): Promise<PeriodUsage> {
  const p = currentPeriods(now, timeZone);
  const [play] =
    which === 'deposits'
      ? []
      : rowsOf(
          await db.execute(sql`
      select coalesce(sum(staked) filter (where day >= ${p.day.startDay}::date), 0)::text as day_staked,
        coalesce(sum(won) filter (where day >= ${p.day.startDay}::date), 0)::text as day_won,
        coalesce(sum(staked) filter (where day >= ${p.week.startDay}::date), 0)::text as week_staked,
        coalesce(sum(won) filter (where day >= ${p.week.startDay}::date), 0)::text as week_won,
        coalesce(sum(staked) filter (where day >= ${p.month.startDay}::date), 0)::text as month_staked,
        coalesce(sum(won) filter (where day >= ${p.month.startDay}::date), 0)::text as month_won
      from member_limit_usage
      where member_id = ${memberId} and day >= ${earliestPeriodDay(now, timeZone)}::date and day < ${p.day.endDay}::date`),
        );
  const earliest = p.week.start < p.month.start ? p.week.start : p.month.start;
  const [money] =
    which === 'play'
      ? []
      : rowsOf(
          await db.execute(sql`
      select coalesce(sum(amount_minor) filter (where created_at >= ${p.day.start.toISOString()}::timestamptz), 0)::text as day,
        coalesce(sum(amount_minor) filter (where created_at >= ${p.week.start.toISOString()}::timestamptz), 0)::text as week,
        coalesce(sum(amount_minor) filter (where created_at >= ${p.month.start.toISOString()}::timestamptz), 0)::text as month
      from wallet_requests
      where member_id = ${memberId} and kind = 'deposit' and status in ('pending', 'approved')
        and created_at >= ${earliest.toISOString()}::timestamptz`),
        );
  const of = (period: LimitPeriod) => ({
    staked: big(play?.[`${period}_staked`]),
    won: big(play?.[`${period}_won`]),
    deposited: big(money?.[period]),
  });
  return { day: of('day'), week: of('week'), month: of('month') };
}

/** What a limit of `kind` counts in a period: deposits, stakes − wins (a loss), or stakes (a wager). */
export function usedOf(kind: LimitKind, usage: PeriodUsage[LimitPeriod]): bigint {
  if (kind === 'deposit') return usage.deposited;
  if (kind === 'loss') return usage.staked - usage.won;
  return usage.staked;
}

/** Adds a stake to the member's local day (the bet guard, in the bet's transaction). */
export async function addStake(tx: Database, memberId: number, currency: string, day: string, amount: bigint): Promise<void> {
  await tx.execute(sql`
    insert into member_limit_usage (member_id, day, currency, staked) values (${memberId}, ${day}::date, ${currency}, ${amount.toString()}::bigint)
    on conflict (member_id, day) do update set staked = member_limit_usage.staked + excluded.staked`);
}

/**
 * Rebuilds the member's usage since the earliest current period from their rounds (stakes less
 * rolled-back ones on the day a round opened, wins on the day it settled), when their first limit is
 * set: until then nothing was counted for them.
 */
export async function rebuildUsage(tx: Database, memberId: number, currency: string, now: Date, timeZone: string): Promise<void> {
  const start = midnightIn(earliestPeriodDay(now, timeZone), timeZone).toISOString();
  await tx.execute(sql`
    insert into member_limit_usage (member_id, day, currency, staked, won)
    select ${memberId}, day, ${currency}, sum(staked), sum(won)
    from (
      select (created_at at time zone ${timeZone})::date as day, bet as staked, 0::bigint as won
      from game_rounds where member_id = ${memberId} and currency = ${currency} and created_at >= ${start}::timestamptz
      union all
      select (settled_at at time zone ${timeZone})::date, 0::bigint, win
      from game_rounds where member_id = ${memberId} and currency = ${currency}
        and created_at >= ${start}::timestamptz - interval '7 days' and settled_at >= ${start}::timestamptz
    ) play
    group by day
    on conflict (member_id, day) do update set staked = excluded.staked, won = excluded.won`);
}
