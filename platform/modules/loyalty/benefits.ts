import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { walletRequests } from '../../db/schema-wallet';
import { Refusal, formatMinor } from '../ledger';
import { dayBounds, loyaltyDay } from './rules/loyalty-day';
import { currentTier } from './vip';

type Member = { id: number; currency: string };

/**
 * The tier's instant-rebate rate in basis points, or undefined when the currency has no tiers
 * (the wallet's own rate applies). The tier of the moment of the claim decides.
 */
export async function vipRebateBp(db: Database, member: Member, now: Date, dayOffsetHours: number): Promise<number | undefined> {
  const { tier } = await currentTier(db, member, now, dayOffsetHours);
  return tier?.rebateBp;
}

export type WithdrawalAllowance = { perDay: number; maxPerDay: bigint };

/** The tier's withdrawal limits per loyalty day, or undefined without tiers. */
export async function vipWithdrawalAllowance(
  db: Database,
  member: Member,
  now: Date,
  dayOffsetHours: number,
): Promise<WithdrawalAllowance | undefined> {
  const { tier } = await currentTier(db, member, now, dayOffsetHours);
  return tier ? { perDay: tier.withdrawalsPerDay, maxPerDay: tier.withdrawalMaxPerDay } : undefined;
}

/**
 * Inside the withdrawal's hold transaction, after its row is written: today's withdrawals (pending
 * or paid, this one included) must stay within the tier's count and amount. The hold has already
 * locked the member's cash row, so parallel withdrawals count one after another.
 */
export async function enforceWithdrawalAllowance(
  tx: Database,
  member: Member,
  allowance: WithdrawalAllowance,
  now: Date,
  dayOffsetHours: number,
  decimals: number,
): Promise<void> {
  const { start, end } = dayBounds(loyaltyDay(now, dayOffsetHours), dayOffsetHours);
  const [today] = await tx
    .select({ count: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${walletRequests.amountMinor}), 0)::text` })
    .from(walletRequests)
    .where(
      and(
        eq(walletRequests.memberId, member.id),
        eq(walletRequests.kind, 'withdrawal'),
        inArray(walletRequests.status, ['pending', 'approved']),
        gte(walletRequests.createdAt, start),
        lt(walletRequests.createdAt, end),
      ),
    );
  if ((today?.count ?? 0) > allowance.perDay) throw new Refusal('vip_withdrawals_per_day', { n: String(allowance.perDay) });
  if (BigInt(today?.total ?? '0') > allowance.maxPerDay)
    throw new Refusal('vip_withdrawal_max_per_day', { n: formatMinor(allowance.maxPerDay, decimals) });
}
