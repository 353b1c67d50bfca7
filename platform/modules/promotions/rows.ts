import type { bonuses, promoCmsCategories, promoCodes, promotions } from '../../db/schema-promotions';

/** The promotions tables' rows as Drizzle reads them (amounts are bigint minor units). */
export type PromotionRow = typeof promotions.$inferSelect;
export type BonusRow = typeof bonuses.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type CmsCategoryRow = typeof promoCmsCategories.$inferSelect;

/** A bonus that is still running: pending (awaiting its deposit) or active (granted, wagering). */
export const OPEN_STATUSES = ['pending', 'active'] as const;
