import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { bonuses } from '../../db/schema-promotions';
import type { Member } from '../../endpoints/context';
import { Refusal } from '../ledger';
import { openBonusOf } from './bonus-view';
import { claimInTx } from './claim';
import { claimCounts, reasonNotToClaim, stateRefusal } from './claimant';
import { cancelPending } from './end-bonus';
import { expireMemberBonus } from './expiry';
import { findPromotion } from './find';
import { belowMinimum } from './grant-plan';
import { grantPendingWithin } from './grant-pending';
import type { PromotionRow } from './rows';

/**
 * A deposit made with a deposit-match promotion chosen (wallet/deposit's promotionId). Checked
 * before the deposit is recorded; then, inside the deposit's own transaction, a pending bonus is
 * linked to it (or the member's pending claim of that promotion is). It is granted in the same
 * transaction that credits the deposit — at once for the gateway, on the operator's approval for a
 * bank transfer — and cancelled when the deposit is rejected. One transaction, so a credited
 * deposit never lacks its bonus and a bonus never exists without its credited deposit.
 */
export type DepositPromotion = { promotion: PromotionRow; pendingClaimId: number | null };

export async function checkDepositPromotion(
  db: Database,
  member: Member,
  promotionId: number,
  amount: bigint,
  now: Date,
): Promise<{ ok: true; plan: DepositPromotion } | { ok: false; msg: string; output?: unknown }> {
  await expireMemberBonus(db, member.id, now);
  const promotion = await findPromotion(db, promotionId);
  const stateReason = stateRefusal(promotion);
  if (stateReason) return { ok: false, msg: stateReason };
  if (promotion!.kind !== 'deposit_match') return { ok: false, msg: 'promotion_not_eligible' };

  const open = await openBonusOf(db, member.id);
  // The member claimed it earlier in the promo centre: this deposit is the one it waits for.
  const waiting = open && open.status === 'pending' && open.promotionId === promotion!.id && open.depositRequestId === null ? open : null;
  const counts = await claimCounts(db, member.id, promotion!.id);
  const facts = waiting ? { claimsByMember: counts.claimsByMember - 1, hasOpenBonus: false } : counts;
  const reason = reasonNotToClaim(promotion!, member, facts, now);
  if (reason) return { ok: false, msg: reason };
  if (amount < (promotion!.minDeposit ?? 0n)) return belowMinimum(promotion!);
  return { ok: true, plan: { promotion: promotion!, pendingClaimId: waiting?.id ?? null } };
}

/** Inside the deposit's transaction, after its request row is written. */
export async function attachDepositBonus(
  tx: Database,
  input: { member: Member; plan: DepositPromotion; requestId: number; amount: bigint; credited: boolean; now: Date },
): Promise<void> {
  const { member, plan, now } = input;
  const deposit = { id: input.requestId, amount: input.amount };
  let bonus;
  if (plan.pendingClaimId !== null) {
    [bonus] = await tx
      .update(bonuses)
      .set({ depositRequestId: deposit.id, depositAmount: deposit.amount })
      .where(and(eq(bonuses.id, plan.pendingClaimId), eq(bonuses.status, 'pending'), isNull(bonuses.depositRequestId)))
      .returning();
    if (!bonus) throw new Refusal('promotion_not_eligible');
  } else {
    bonus = await claimInTx(tx, { member, promotion: plan.promotion, now, deposit, grant: null });
  }
  if (input.credited) await grantPendingWithin(tx, bonus, now);
}

/** The pending bonus waiting for this deposit, if any: read before its decision, so the decision locks the member's money rows first. */
export async function pendingDepositBonus(db: Database, requestId: number) {
  const [row] = await db
    .select({ memberId: bonuses.memberId, currency: bonuses.currency })
    .from(bonuses)
    .where(and(eq(bonuses.depositRequestId, requestId), eq(bonuses.status, 'pending')))
    .limit(1);
  return row;
}

/** Inside a deposit decision's transaction: approved grants the waiting bonus, rejected cancels it. */
export async function settleDepositBonus(tx: Database, requestId: number, approved: boolean, now: Date): Promise<void> {
  const [pending] = await tx
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.depositRequestId, requestId), eq(bonuses.status, 'pending')))
    .for('update');
  if (!pending) return;
  if (approved) await grantPendingWithin(tx, pending, now);
  else await cancelPending(tx, pending.id, now);
}
