import type { PromoCmsCategory, Promotion, PromotionText } from '@/lib/contracts/promotions';
import { parseLangSegment } from '@/lib/language';

/**
 * Which promotions a page shows and how (pure). A promotion exists in a language only when it has
 * an entry for it: the language map's key is the base language of the `{lang}` segment (`th` for
 * `th-th`), with no fallback to another language.
 */

/** The tab that lists every promotion. */
export const ALL_TAB = 'all';
/** The category list of promotions this member may not claim (they still show, with the reason). */
export const NONELIGIBLE = 'noneligible';

export type ShownPromotion = {
  promotion: Promotion;
  text: PromotionText;
  /** Has a page of its own: content to read, or the reason it cannot be claimed. */
  clickable: boolean;
  /** The member may not claim it; `promotion.ineligibleReason` says why. */
  ineligible: boolean;
};

export type PromotionTab = { id: string; label: string };

/** The language key of a page: `th` of `th-th`, `en` when the segment is not one. */
export function promotionLanguage(lang: string): string {
  return parseLangSegment(lang)?.language ?? 'en';
}

export function isIneligible(promotion: Promotion): boolean {
  return promotion.categories.includes(NONELIGIBLE);
}

/** The promotion as this language shows it, or null when it has no entry in the language. */
export function showPromotion(promotion: Promotion, language: string): ShownPromotion | null {
  const text = Object.prototype.hasOwnProperty.call(promotion.languages, language) ? promotion.languages[language] : undefined;
  if (!text) return null;
  const ineligible = isIneligible(promotion);
  return { promotion, text, ineligible, clickable: text.content.trim() !== '' || ineligible };
}

/** Every promotion that has an entry in the language, in the platform's order. */
export function shownPromotions(promotions: readonly Promotion[], language: string): ShownPromotion[] {
  return promotions.map((p) => showPromotion(p, language)).filter((p): p is ShownPromotion => p !== null);
}

/** A CMS category's name in the language, else English, else its id. */
export function categoryName(category: PromoCmsCategory, language: string): string {
  return category.languages[language] || category.languages.en || String(category.id);
}

/** "All", then each CMS category that lists at least one shown promotion, in the operator's order. */
export function promotionTabs(
  categories: readonly PromoCmsCategory[],
  shown: readonly ShownPromotion[],
  language: string,
  allLabel: string,
) {
  const used = new Set(shown.flatMap((s) => s.promotion.categories));
  const tabs: PromotionTab[] = [{ id: ALL_TAB, label: allLabel }];
  for (const category of categories) {
    if (used.has(String(category.id))) tabs.push({ id: String(category.id), label: categoryName(category, language) });
  }
  return tabs;
}

/** The promotions of one tab; an unknown tab shows them all. */
export function promotionsInTab(shown: readonly ShownPromotion[], tab: string): ShownPromotion[] {
  if (tab === ALL_TAB) return [...shown];
  return shown.filter((s) => s.promotion.categories.includes(tab));
}

/** The deposit form's choices: deposit-match promotions in the language that this member may claim. */
export function depositMatchChoices(promotions: readonly Promotion[], language: string): ShownPromotion[] {
  return shownPromotions(promotions, language).filter((s) => s.promotion.terms.kind === 'deposit_match' && !s.ineligible);
}

/** The promotion a register link names (`cmsID`), shown in the language; null when there is none. */
export function promotionForCms(
  promotions: readonly Promotion[],
  cmsId: string | number | null | undefined,
  language: string,
): ShownPromotion | null {
  const wanted = Number(cmsId);
  if (!Number.isInteger(wanted) || wanted <= 0) return null;
  const promotion = promotions.find((p) => p.cmsId === wanted);
  return promotion ? showPromotion(promotion, language) : null;
}

/** The promotion a detail page names, shown in the language; null when unknown or not in the language. */
export function promotionById(promotions: readonly Promotion[], id: string, language: string): ShownPromotion | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const promotion = promotions.find((p) => p.promotionId === Number(id));
  return promotion ? showPromotion(promotion, language) : null;
}
