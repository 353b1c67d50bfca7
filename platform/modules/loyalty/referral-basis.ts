import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { members } from '../../db/schema';
import { loyaltyTurnover, referrals } from '../../db/schema-loyalty';
import { walletRequests } from '../../db/schema-wallet';
import type { CommissionBasis } from '../../db/schema-loyalty';

export type ReferredMember = {
  id: number;
  username: string;
  joinedAt: Date;
  /** Settled cash stakes (bonus money's excluded). */
  turnover: bigint;
  lastPlayedDay: string | null;
  firstDeposit: bigint;
};

/**
 * The members a referrer brought, with what commission is computed on: their settled cash turnover
 * (the loyalty turnover rows' cash part: commission is paid in cash, so stakes of bonus money do not
 * earn it; a rolled-back bet, never settled, is not in it) and their first approved deposit. Read when the referrer looks or claims; nothing is written per bet.
 */
export async function referredMembers(db: Database, referrerId: number): Promise<ReferredMember[]> {
  const referred = await db
    .select({ id: members.id, username: members.username, joinedAt: referrals.createdAt })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.referredId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(asc(referrals.createdAt), asc(members.id));
  if (referred.length === 0) return [];
  const ids = referred.map((r) => r.id);
  const [played, deposits] = await Promise.all([
    db
      .select({
        memberId: loyaltyTurnover.memberId,
        total: sql<string>`coalesce(sum(${loyaltyTurnover.cashTurnover}), 0)::text`,
        lastDay: sql<string>`max(${loyaltyTurnover.day})`,
      })
      .from(loyaltyTurnover)
      .where(inArray(loyaltyTurnover.memberId, ids))
      .groupBy(loyaltyTurnover.memberId),
    db
      .selectDistinctOn([walletRequests.memberId], { memberId: walletRequests.memberId, amount: walletRequests.amountMinor })
      .from(walletRequests)
      .where(and(inArray(walletRequests.memberId, ids), eq(walletRequests.kind, 'deposit'), eq(walletRequests.status, 'approved')))
      .orderBy(walletRequests.memberId, asc(walletRequests.decidedAt), asc(walletRequests.id)),
  ]);
  const playedBy = new Map(played.map((p) => [p.memberId, p]));
  const depositBy = new Map(deposits.map((d) => [d.memberId, d.amount]));
  return referred.map((r) => ({
    ...r,
    turnover: BigInt(playedBy.get(r.id)?.total ?? '0'),
    lastPlayedDay: playedBy.get(r.id)?.lastDay ?? null,
    firstDeposit: depositBy.get(r.id) ?? 0n,
  }));
}

export function basisTotal(referred: readonly ReferredMember[], basis: CommissionBasis): bigint {
  return referred.reduce((sum, r) => sum + (basis === 'turnover' ? r.turnover : r.firstDeposit), 0n);
}
