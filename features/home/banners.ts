import type { Banner } from '@/lib/contracts/catalog';
import type { ConstantItem } from '@/lib/contracts/common';
import { categoryLabel } from '@/lib/category-label';
import { swapLangInPath } from '@/lib/language';
import { safeRedirectPath } from '@/lib/safe-navigation';
import { localeHref } from '@/lib/locale-href';

/** docs/PRODUCT.md §9 banner label mapping (type value → label) when the bannerType constants are not at hand. */
const DEFAULT_LABELS: Record<string, string> = { fish: 'fishing', live: 'live casino', promotions: 'promotion' };

/** A banner type's label: the operator's bannerType constants first, then docs/PRODUCT.md §9, then the value itself. */
export function bannerTypeLabel(type: string, constants: readonly ConstantItem[] = []): string {
  return constants.find((c) => c.value === type)?.label ?? DEFAULT_LABELS[type] ?? type;
}

/** The message key of a label: `live casino` → `banner_type_live_casino`. */
export const bannerLabelKey = (label: string) => `banner_type_${label.trim().toLowerCase().replace(/\s+/g, '_')}`;

/**
 * Banners link inside the site only: a same-site path gets the page's language segment
 * (`/slots` → `/en-my/slots`); absolute URLs, `//host` and other schemes are no link at all.
 */
export function bannerHref(lang: string, link: string): string | null {
  const path = safeRedirectPath(link.trim(), '');
  return path ? swapLangInPath(path, lang) : null;
}

export type BannerSlide = { id: number; title: string; img: string; href: string | null; label: string };

/** docs/PRODUCT.md §9: a banner labelled `promotion` opens the promotions page, whatever its link says. */
const PROMOTION_LABEL = 'promotion';

/** Where a slide goes: the promotions page for a promotion banner, else its own (same-site) link. */
export function slideHref(lang: string, label: string, link: string): string | null {
  return label.trim().toLowerCase() === PROMOTION_LABEL ? localeHref(lang, '/promotions') : bannerHref(lang, link);
}

/** The banners in priority order, titled in the language (JSON per language, falling back to en). */
export function bannerSlides(
  banners: readonly Banner[],
  lang: string,
  language: string,
  constants?: readonly ConstantItem[],
): BannerSlide[] {
  return [...banners]
    .sort((a, b) => a.priority - b.priority || a.id - b.id)
    .map((b) => {
      const label = bannerTypeLabel(b.type, constants);
      return { id: b.id, title: categoryLabel(b.title, language, ''), img: b.img, href: slideHref(lang, label, b.link), label };
    });
}
