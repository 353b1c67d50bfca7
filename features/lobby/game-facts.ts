import { GAME_FEATURES, type GameDetail, type GameFeature, type Volatility } from '@/lib/contracts/games';

/**
 * How a game page shows the catalogue's facts (game/detail): numbers in the page's locale, the
 * features it has words for, the volatility as a level of three. Pure, so the page and its tests
 * agree on them.
 */

/** 96.5 → "96.50%" (the locale's digits and percent sign). */
export function formatRtp(rtp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rtp / 100);
}

/** A whole number grouped for the locale: 117649 → "117,649". */
export function formatWhole(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

const KNOWN = new Set<string>(GAME_FEATURES);

/** The features the page has words for, each once, in the catalogue's order. */
export function shownFeatures(features: readonly string[]): GameFeature[] {
  return [...new Set(features)].filter((f): f is GameFeature => KNOWN.has(f));
}

/** Bars lit on the three-bar meter. */
export function volatilityLevel(volatility: Volatility): 1 | 2 | 3 {
  return volatility === 'low' ? 1 : volatility === 'medium' ? 2 : 3;
}

/** Whether the page has anything to state about the game beyond its name. */
export function hasFacts(detail: GameDetail | null): detail is GameDetail {
  return !!detail && (detail.rtp !== null || detail.volatility !== null || detail.maxWin !== null || detail.features.length > 0);
}

/** The game page with its demo open (a link, so it works before the scripts and in a new tab). */
export function demoHref(gamePath: string): string {
  return `${gamePath}?demo=1#demo`;
}

/** The page's large picture: the art's SVG (sharp at any size) as a data URL, else the tile's image. */
export function pageArt(detail: Pick<GameDetail, 'art'> | null, tile: string): string {
  return detail?.art ? `data:image/svg+xml,${encodeURIComponent(detail.art)}` : tile;
}
