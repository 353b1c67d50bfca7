import type { Game, Provider } from '@/lib/contracts/catalog';
import { categoryLabel } from '@/lib/category-label';
import { localeHref } from '@/lib/locale-href';

export { assetUrl } from '@/lib/asset-url';

/** A provider's name in the page's language (memberDisplay, falling back to en, then its name). */
export function providerDisplayName(provider: Pick<Provider, 'memberDisplay' | 'name'>, language: string): string {
  return categoryLabel(provider.memberDisplay, language, provider.name);
}

/**
 * Providers as a page hands them to its client components: memberDisplay keeps its shape but holds
 * the page's language only (its name there, or the en/own-name fallback), so the HTML and React's
 * flight data carry no other language's names.
 */
export function providersIn<P extends Pick<Provider, 'memberDisplay' | 'name'>>(providers: readonly P[], language: string): P[] {
  return providers.map((p) => ({ ...p, memberDisplay: JSON.stringify({ [language]: providerDisplayName(p, language) }) }));
}

/** The game's own page (docs/PRODUCT.md §2 /{lang}/{category}/{id}): the link crawlers follow. */
export function gameHref(lang: string, game: Pick<Game, 'type' | 'gameId'>, category = game.type): string {
  return localeHref(lang, `/${category}/${encodeURIComponent(game.gameId)}`);
}

/** The language part of the segment (`th` of `th-th`). */
export const languageOf = (lang: string) => lang.split('-')[0] ?? 'en';
