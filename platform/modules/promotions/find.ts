import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { promoCodes, promotions } from '../../db/schema-promotions';
import type { PromoCodeRow, PromotionRow } from './rows';

export async function findPromotion(db: Database, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row;
}

/** The promotion of this CMS entry in one currency (a register link's cmsID names the entry, the member's currency the row). */
export async function findPromotionByCms(db: Database, cmsId: number, currency: string): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.cmsId, cmsId), eq(promotions.currency, currency)))
    .limit(1);
  return row;
}

/**
 * A code opens one promotion per currency: the one in the member's currency when there is one,
 * else any (whose currency then refuses the member with the right reason).
 */
export async function findCode(
  db: Database,
  code: string,
  currency: string,
): Promise<{ code: PromoCodeRow; promotion: PromotionRow } | undefined> {
  const rows = await db
    .select({ code: promoCodes, promotion: promotions })
    .from(promoCodes)
    .innerJoin(promotions, eq(promotions.id, promoCodes.promotionId))
    .where(eq(promoCodes.code, code));
  return rows.find((r) => r.promotion.currency === currency) ?? rows[0];
}
