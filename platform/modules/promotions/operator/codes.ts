import { eq } from 'drizzle-orm';
import { promoCodes, promotions } from '../../../db/schema-promotions';
import type { Handler } from '../../../endpoints/handler';
import { done, fail } from '../../../endpoints/result';
import { isCheckViolation } from '../../ledger';
import { normalizePromoCode } from '../rules/eligibility';

/**
 * operator/promo-code-save: a code for a promotion (stored normalised: trimmed, upper case), with an
 * optional maximum of uses and an expiry. Saving it again changes those; its uses so far stay.
 */
export const operatorPromoCodeSave: Handler<'operator/promo-code-save'> = async (input, { db, now }) => {
  const [promotion] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, input.promotionId));
  if (!promotion) return fail('promotion_not_found');
  const values = {
    code: normalizePromoCode(input.code),
    promotionId: input.promotionId,
    maxUses: input.maxUses ?? null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    createdAt: now,
  };
  try {
    await db
      .insert(promoCodes)
      .values(values)
      .onConflictDoUpdate({
        target: [promoCodes.code, promoCodes.promotionId],
        set: { maxUses: values.maxUses, expiresAt: values.expiresAt },
      });
  } catch (error) {
    // A maximum below the uses already made.
    if (isCheckViolation(error, 'promo_codes_uses_check')) return fail('promo_code_max_below_uses');
    throw error;
  }
  return done();
};
