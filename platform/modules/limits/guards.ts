import { sql } from 'drizzle-orm';
import { LIMIT_REFUSALS, type LimitKind, type LimitPeriod, type LimitRefusal, type LimitWarning } from '@/lib/contracts/limits';
import type { Database } from '../../db/connection';
import type { MemberPublisher } from '../../endpoints/context';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import { formatMinor, q } from '../ledger';
import { localDay } from './periods';
import { addStake, currentPeriods, usageOf, usedOf, type PeriodUsage } from './usage';

/** The share of a limit at which the member is warned (once per limit per period). */
export const WARNING_PERCENT = 80;

type LockedLimit = { kind: LimitKind; period: LimitPeriod; amount: bigint; warnedFor: string | null; timeZone: string };

/** What every guard asks: the money about to move (the wagers' and the wallet's guard input). */
type Input = { memberId: number; currency: string; amount: bigint; now: Date };
type Effects = { afterCommit(effect: () => void): void };
type Refusal = { reason: string; output: LimitRefusal };

/**
 * The member's limits, locked FOR UPDATE (one indexed read; none: nothing to check). Holding them
 * makes check-then-count one step: the member's guarded bets and deposits queue here, so parallel
 * bets can never pass a limit together.
 */
async function lockLimits(tx: Database, memberId: number): Promise<LockedLimit[]> {
  const result = (await tx.execute(sql`
    select l.kind, l.period, l.amount::text as amount, l.warned_for::text as warned_for, c.time_zone
    from member_limits l join members m on m.id = l.member_id join countries c on c.code = m.country_code
    where l.member_id = ${memberId}
    order by l.kind, l.period
    for update of l`)) as unknown as {
    rows: { kind: LimitKind; period: LimitPeriod; amount: string; warned_for: string | null; time_zone: string }[];
  };
  return result.rows.map((r) => ({
    kind: r.kind,
    period: r.period,
    amount: BigInt(r.amount),
    warnedFor: r.warned_for,
    timeZone: r.time_zone,
  }));
}

/**
 * Checks `amount` against the limits of `kinds` and, when it passes, marks the 80 % warnings it
 * crosses (once per limit per period: `warned_for` holds the period's first day) and pushes them
 * after the commit. A period of the day is checked first, then the week, then the month.
 */
async function checkAgainst(
  tx: Database,
  kinds: readonly LimitKind[],
  limits: LockedLimit[],
  usage: PeriodUsage,
  input: Input,
  effects: Effects,
  publisher: MemberPublisher,
): Promise<Refusal | undefined> {
  const relevant = limits.filter((l) => kinds.includes(l.kind));
  const periods = currentPeriods(input.now, relevant[0]?.timeZone ?? 'UTC');
  const decimals = minorUnitsOf(input.currency);
  const money = (minor: bigint) => formatMinor(minor, decimals);
  for (const limit of relevant) {
    const used = usedOf(limit.kind, usage[limit.period]);
    if (used + input.amount > limit.amount) {
      const remaining = limit.amount - used;
      return {
        reason: LIMIT_REFUSALS[limit.kind],
        output: {
          kind: limit.kind,
          period: limit.period,
          limit: money(limit.amount),
          remaining: money(remaining > 0n ? remaining : 0n),
          currency: input.currency,
          resetsAt: periods[limit.period].end.toISOString(),
        },
      };
    }
  }
  for (const limit of relevant) {
    const after = usedOf(limit.kind, usage[limit.period]) + input.amount;
    const periodStart = periods[limit.period].startDay;
    if (after * 100n < limit.amount * BigInt(WARNING_PERCENT) || limit.warnedFor === periodStart) continue;
    await tx.execute(sql`update member_limits set warned_for = ${periodStart}::date
      where member_id = ${input.memberId} and kind = ${limit.kind} and period = ${limit.period}`);
    const warning: LimitWarning = {
      kind: limit.kind,
      period: limit.period,
      percent: Number((after * 100n) / limit.amount),
      used: money(after),
      limit: money(limit.amount),
      currency: input.currency,
    };
    effects.afterCommit(() => publisher.publishToMember(input.memberId, 'limit-warning', warning));
  }
  return undefined;
}

/**
 * The bet guard (wagers/bet-guards.ts): loss and wager limits. A member without a limit row costs
 * the one-statement bet one indexed read (idleSql); with one, the stake is checked against every
 * loss and wager limit and counted on the member's local day in the bet's transaction.
 */
export function limitBetGuard(publisher: MemberPublisher) {
  return {
    idleSql: (memberId: number) => q`not exists (select 1 from member_limits where member_id = ${memberId})`,
    async check(tx: Database, input: Input, effects: Effects): Promise<Refusal | undefined> {
      const limits = await lockLimits(tx, input.memberId);
      if (limits.length === 0) return undefined;
      const timeZone = limits[0]!.timeZone;
      if (limits.some((l) => l.kind !== 'deposit')) {
        const usage = await usageOf(tx, input.memberId, input.now, timeZone, 'play');
        const refusal = await checkAgainst(tx, ['loss', 'wager'], limits, usage, input, effects, publisher);
        if (refusal) return refusal;
      }
      // Counted while the member has any limit, so a loss or wager limit set later starts from the truth.
      await addStake(tx, input.memberId, input.currency, localDay(input.now, timeZone), input.amount);
      return undefined;
    },
  };
}

/** The deposit guard (wallet/deposit-guards.ts): deposit limits, counting approved and pending deposits. */
export function limitDepositGuard(publisher: MemberPublisher) {
  return {
    async check(tx: Database, input: Input, effects: Effects): Promise<Refusal | undefined> {
      const limits = (await lockLimits(tx, input.memberId)).filter((l) => l.kind === 'deposit');
      if (limits.length === 0) return undefined;
      const usage = await usageOf(tx, input.memberId, input.now, limits[0]!.timeZone, 'deposits');
      return checkAgainst(tx, ['deposit'], limits, usage, input, effects, publisher);
    },
  };
}
