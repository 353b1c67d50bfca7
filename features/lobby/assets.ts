import type { Game, Provider } from '@/lib/contracts/catalog';
import { categoryLabel } from '@/lib/category-label';

/**
 * Image fields in the catalogue are storage keys (`live/thumbs/x.svg`) or absolute URLs: keys are
 * joined to the storage base the browser uses (PUBLIC_STORAGE_URL); anything with another scheme
 * (javascript:, data:) is dropped rather than put in an src.
 */
export function assetUrl(base: string, path: string): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return '';
  return `${base.replace(/\/+$/, '')}/${path}`;
}

/** A provider's name in the page's language (memberDisplay, falling back to en, then its name). */
export function providerDisplayName(provider: Pick<Provider, 'memberDisplay' | 'name'>, language: string): string {
  return categoryLabel(provider.memberDisplay, language, provider.name);
}

/** The game's own page (docs/PRODUCT.md §2 /{lang}/{category}/{id}): the link crawlers follow. */
export function gameHref(lang: string, game: Pick<Game, 'type' | 'gameId'>, category = game.type): string {
  return `/${lang}/${category}/${encodeURIComponent(game.gameId)}`;
}

/** The language part of the segment (`th` of `th-th`). */
export const languageOf = (lang: string) => lang.split('-')[0] ?? 'en';
