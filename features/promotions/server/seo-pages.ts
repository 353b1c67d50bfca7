import 'server-only';
import { cachedUpstream } from '@/lib/upstream';
import { showPromotion } from '../catalogue';

/** A currency's promotions as a visitor sees them, every language (one cached call per currency). */
const visitorPromotions = async (currency: string) => (await cachedUpstream('promotion/info', { currency }))?.promotions ?? [];

/** The promotion pages a crawler finds under a currency and language: the list and each promotion that has a page. */
export async function promotionPagePaths(currency: string, language: string): Promise<string[]> {
  const promotions = await visitorPromotions(currency);
  const pages = promotions.filter((p) => showPromotion(p, language)?.clickable).map((p) => `/promotions/${p.promotionId}`);
  return ['/promotions', ...pages];
}

/** The languages a promotion has a page in (its alternates). */
export async function promotionPageLanguages(currency: string, id: string): Promise<string[]> {
  const promotion = (await visitorPromotions(currency)).find((p) => String(p.promotionId) === id);
  if (!promotion) return [];
  return Object.keys(promotion.languages).filter((language) => showPromotion(promotion, language)?.clickable);
}
