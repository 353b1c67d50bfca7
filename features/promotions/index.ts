/**
 * The promotions' routes entry (server components; import it from app/ only). Other features take
 * the promotions' parts from dialogs.ts, which loads on demand and carries nothing server-only.
 * One module per page, so each route's browser bundle carries only its own view.
 */
export { PromotionsPage } from './server/promotions-page';
export { PromoCenterPage } from './server/promo-center-page';
export { PromotionPage, promotionPageTitle } from './server/promotion-page';
export { promotionPageLanguages, promotionPagePaths } from './server/seo-pages';
