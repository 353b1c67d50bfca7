import type { BonusStatus } from '@/lib/contracts/promotions';
import type { Database } from '../../db/connection';
import { fail, ok, type HandlerResult } from '../../endpoints/result';
import type { Member } from '../../endpoints/context';
import { findEntry, fingerprintOf, postEntry, memberMoneyLocks } from '../ledger';
import { bonusStatusOf } from './bonus-view';
import { claimInTx } from './claim';
import { claimCounts, reasonNotToClaim, stateRefusal } from './claimant';
import { convertWithin } from './convert';
import { announceGrant } from './grant-notices';
import { planGrant } from './grant-plan';
import { grantLines } from './money';
import type { BonusRow, PromotionRow } from './rows';

export type ClaimOptions = {
  /** A normalised promo code the member typed. */
  code?: string | undefined;
  /** A deposit match for this deposit. */
  depositId?: number | undefined;
  /** The client's key; without one the claim's own key is derived (member + promotion + claim number). */
  idempotencyKey?: string | undefined;
  /** Where the member claimed it (promo-center, promotions, deposit, register): kept with the entry. */
  source?: string | undefined;
  /** A reserved promotion's module ('vip'): only that module's grants reach it. */
  reservation?: string | undefined;
};

/**
 * A member claims a promotion: the early reasons first (no locks), then one journal entry whose
 * transaction makes the claim under the database's limits (claim.ts) and, for a grant, moves the
 * bonus money (bonus_grant: house_bonuses → member_bonus) with it. Without a client key the key is
 * `promotion-apply:{member}:{promotion}:{claim number}`: parallel applies of one claim share it, so
 * one grants and the others answer as its replay. A deposit match without a deposit is claimed
 * pending (an entry that moves nothing) and granted when its deposit is credited.
 */
export async function claimPromotion(
  db: Database,
  member: Member,
  promotion: PromotionRow,
  options: ClaimOptions,
  now: Date,
): Promise<HandlerResult<BonusStatus>> {
  const fingerprint = fingerprintOf({ memberId: member.id, promotionId: promotion.id, code: options.code, depositId: options.depositId });
  if (options.idempotencyKey) {
    // A retry of a claim that went through answers what it answered, before any rule is asked again.
    const earlier = await findEntry(db, `promotion-apply:${member.id}:${options.idempotencyKey}`);
    if (earlier) return earlier.fingerprint === fingerprint ? ok(earlier.answer as BonusStatus) : fail('idempotency_conflict');
  }
  const stateReason = stateRefusal(promotion, options.reservation);
  if (stateReason) return fail(stateReason);
  const counts = await claimCounts(db, member.id, promotion.id);
  const reason = reasonNotToClaim(promotion, member, counts, now);
  if (reason) return fail(reason);
  const plan = await planGrant(db, member, promotion, options.depositId);
  if (!plan.ok) return fail(plan.msg, plan.output === undefined ? {} : { output: plan.output });

  const claimNo = counts.claimsByMember + 1;
  let bonus: BonusRow | undefined;
  const result = await postEntry<BonusStatus>(db, {
    kind: plan.grant ? 'bonus_grant' : 'bonus_claim',
    idempotencyKey: options.idempotencyKey
      ? `promotion-apply:${member.id}:${options.idempotencyKey}`
      : `promotion-apply:${member.id}:${promotion.id}:${claimNo}`,
    fingerprint,
    currency: member.currency,
    memberId: member.id,
    // The member's money rows first, like every step that touches a bonus (the one lock order).
    ...(plan.grant ? { lock: memberMoneyLocks(member) } : {}),
    lines: plan.grant ? grantLines({ memberId: member.id, currency: member.currency }, plan.grant.amount) : [],
    within: async (tx) => {
      bonus = await claimInTx(tx, {
        member,
        promotion,
        now,
        code: options.code,
        deposit: plan.deposit,
        grant: plan.grant,
        reservation: options.reservation,
        ...(options.idempotencyKey ? {} : { expectedClaimNo: claimNo }),
      });
      if (plan.grant) {
        await announceGrant(tx, {
          memberId: member.id,
          bonusId: bonus.id,
          promotionId: promotion.id,
          currency: member.currency,
          amount: plan.grant.amount,
          texts: promotion.languages,
          at: now,
        });
        if (bonus.required === 0n) await convertWithin(tx, bonus, 0n, now);
      }
    },
    finalMeta: () => ({ bonusId: bonus?.id, promotionId: promotion.id, source: options.source ?? null, reason: 'granted' }),
    answer: (_posted, tx) => bonusStatusOf(tx, member),
  });
  if (result.ok) return ok(result.answer);
  // The same derived key with other values: another apply of this very claim got there first.
  if (result.msg === 'idempotency_conflict' && !options.idempotencyKey) return fail('promotion_already_claimed');
  return fail(result.msg, result.output === undefined ? {} : { output: result.output });
}
