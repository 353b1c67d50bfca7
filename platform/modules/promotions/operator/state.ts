import { eq } from 'drizzle-orm';
import { promotions } from '../../../db/schema-promotions';
import type { Handler } from '../../../endpoints/handler';
import { done, fail } from '../../../endpoints/result';

/**
 * operator/promotion-state: draft (nobody sees it), published (listed and claimable in its window)
 * or ended (no new claims; bonuses already granted run on to their own end).
 */
export const operatorPromotionState: Handler<'operator/promotion-state'> = async ({ promotionId, state }, { db, now, audit }) => {
  const [before] = await db.select({ state: promotions.state }).from(promotions).where(eq(promotions.id, promotionId));
  if (!before) return fail('promotion_not_found');
  audit({ target: `promotion #${promotionId}`, before, after: { state } });
  const [row] = await db
    .update(promotions)
    .set({ state, updatedAt: now })
    .where(eq(promotions.id, promotionId))
    .returning({ id: promotions.id });
  return row ? done() : fail('promotion_not_found');
};
