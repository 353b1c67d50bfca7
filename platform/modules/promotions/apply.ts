import type { Handler } from '../../endpoints/handler';
import { fail } from '../../endpoints/result';
import { claimPromotion } from './claim-promotion';
import { expireMemberBonus } from './expiry';
import { findCode, findPromotion } from './find';
import { normalizePromoCode } from './rules/eligibility';

/**
 * promotion/apply: by promotionId (from the promo centre, the promotions pages, a deposit made
 * before, the register dialog) or by a promo code. Refusals are message keys the site translates.
 */
export const applyPromotion: Handler<'promotion/apply'> = async (input, { db, member, now }) => {
  await expireMemberBonus(db, member.id, now);
  if ('promotionCode' in input) {
    const code = normalizePromoCode(input.promotionCode);
    const found = await findCode(db, code, member.currency);
    if (!found) return fail('promo_code_unknown');
    if (found.code.expiresAt && found.code.expiresAt <= now) return fail('promo_code_expired');
    if (found.code.maxUses !== null && found.code.uses >= found.code.maxUses) return fail('promo_code_used_up');
    return claimPromotion(db, member, found.promotion, { code, idempotencyKey: input.idempotencyKey, source: 'code' }, now);
  }
  const promotion = await findPromotion(db, input.promotionId);
  if (!promotion) return fail('promotion_not_found');
  return claimPromotion(
    db,
    member,
    promotion,
    { depositId: input.depositId, idempotencyKey: input.idempotencyKey, source: input.fromSource },
    now,
  );
};
