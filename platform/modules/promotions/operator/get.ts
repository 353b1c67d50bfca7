import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { promoCodes, promotions } from '../../../db/schema-promotions';
import type { Handler } from '../../../endpoints/handler';
import { fail, ok } from '../../../endpoints/result';
import { promotionView } from './view';

/** One promotion with its codes as the editor shows it, or undefined. */
export async function loadPromotionView(db: Database, promotionId: number) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, promotionId));
  if (!row) return undefined;
  const codes = await db.select().from(promoCodes).where(eq(promoCodes.promotionId, promotionId)).orderBy(asc(promoCodes.code));
  return promotionView(row, codes);
}

/** operator/promotion-get: one promotion, every field the editor changes. */
export const operatorPromotionGet: Handler<'operator/promotion-get'> = async ({ promotionId }, { db }) => {
  const view = await loadPromotionView(db, promotionId);
  return view ? ok(view) : fail('promotion_not_found', { httpStatus: 404 });
};
