import { sql } from 'drizzle-orm';
import type { BetSettledHook, CashSettlement } from '../wagers';
import { q } from '../ledger';

/**
 * Counts wins on the member's local day while they have a limit (a loss is stakes − wins), in the
 * settlement's transaction. A member without limits costs the win one indexed read. The one-statement
 * cash win runs the same write as a CTE (`s` has a row once the win is written).
 */
export const limitWinHook: BetSettledHook = Object.assign(
  async (tx: Parameters<BetSettledHook>[0], event: Parameters<BetSettledHook>[1]) => {
    if (event.win <= 0n) return;
    await tx.execute(sql`
      insert into member_limit_usage (member_id, day, currency, won)
      select m.id, (${event.settledAt.toISOString()}::timestamptz at time zone c.time_zone)::date, ${event.currency}, ${event.win.toString()}::bigint
      from members m join countries c on c.code = m.country_code
      where m.id = ${event.memberId} and exists (select 1 from member_limits where member_id = ${event.memberId})
      on conflict (member_id, day) do update set won = member_limit_usage.won + excluded.won`);
  },
  {
    cashSettlementSql: (settlement: CashSettlement) =>
      settlement.win <= 0n
        ? null
        : q`insert into member_limit_usage (member_id, day, currency, won)
      select m.id, (${settlement.settledAt.toISOString()}::timestamptz at time zone c.time_zone)::date, ${settlement.currency}, ${settlement.win.toString()}::bigint
      from members m join countries c on c.code = m.country_code
      where m.id = ${settlement.memberId} and exists (select 1 from s)
        and exists (select 1 from member_limits where member_id = ${settlement.memberId})
      on conflict (member_id, day) do update set won = member_limit_usage.won + excluded.won
      returning 1`,
  },
);
