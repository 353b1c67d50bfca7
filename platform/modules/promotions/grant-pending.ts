import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { bonuses, promotions } from '../../db/schema-promotions';
import { postWithin } from '../ledger';
import { isOnBreak } from '../exclusion';
import { convertWithin } from './convert';
import { cancelPending } from './end-bonus';
import { announceGrant } from './grant-notices';
import { grantFacts } from './grant-facts';
import { grantLines } from './money';
import { depositMatchBonus } from './rules/bonus-money';
import type { BonusRow, PromotionRow } from './rows';

/** A deposit match's amount for a credited deposit; a promotion without a cap matches the whole percentage. */
export function matchedAmount(promotion: PromotionRow, deposit: bigint): bigint | 'below_minimum' {
  const percent = promotion.matchPercent ?? 0;
  if (percent <= 0) return 'below_minimum';
  const uncapped = (deposit * BigInt(percent)) / 100n;
  return depositMatchBonus({ deposit, percent, cap: promotion.matchCap ?? uncapped, minDeposit: promotion.minDeposit ?? 0n });
}

/**
 * Inside the transaction that credits the bonus's deposit (a gateway deposit, an operator's
 * approval): the pending bonus becomes active and its money is granted in an entry of its own
 * (bonus_grant, house_bonuses → member_bonus), keyed by the bonus, so it happens once. A bonus that
 * needs no wagering converts at once.
 */
export async function grantPendingWithin(tx: Database, pending: BonusRow, now: Date): Promise<void> {
  const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, pending.promotionId));
  const amount = promotion ? matchedAmount(promotion, pending.depositAmount) : 'below_minimum';
  // A deposit credited during a time-out or self-exclusion (approved by an operator) brings no bonus.
  if (amount === 'below_minimum' || amount === 0n || (await isOnBreak(tx, pending.memberId, now))) {
    await cancelPending(tx, pending.id, now);
    return;
  }
  const facts = grantFacts(promotion!, amount, pending.depositAmount, now);
  const [bonus] = await tx
    .update(bonuses)
    .set({ status: 'active', granted: facts.granted, required: facts.required, expiresAt: facts.expiresAt, grantedAt: now })
    .where(and(eq(bonuses.id, pending.id), eq(bonuses.status, 'pending')))
    .returning();
  if (!bonus) return;
  await postWithin(tx, {
    kind: 'bonus_grant',
    idempotencyKey: `bonus:${bonus.id}:grant`,
    currency: bonus.currency,
    memberId: bonus.memberId,
    lines: grantLines(bonus, amount),
    meta: { bonusId: bonus.id, promotionId: bonus.promotionId, depositId: bonus.depositRequestId, reason: 'granted' },
  });
  await announceGrant(tx, {
    memberId: bonus.memberId,
    bonusId: bonus.id,
    promotionId: bonus.promotionId,
    currency: bonus.currency,
    amount,
    texts: promotion!.languages,
    at: now,
  });
  if (bonus.required === 0n) await convertWithin(tx, bonus, 0n, now);
}
