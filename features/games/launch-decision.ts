import type { Game, Provider } from '@/lib/contracts/catalog';
import { localeHref } from '@/lib/locale-href';

export type PlayTarget = { gameId: string; providerId: string; name: string };

export type LaunchDecision =
  | { kind: 'redirect'; href: string }
  | { kind: 'login' }
  | { kind: 'maintenance' }
  | { kind: 'same-tab'; href: string }
  | { kind: 'new-tab'; target: PlayTarget }
  /** a new-tab game whose provider keeps its own wallet: the tab opens our play page (transfer dialog, recall when it closes) */
  | { kind: 'new-tab-page'; href: string };

/** `/{lang}/game/{encoded JSON of game and provider}` (docs/PRODUCT.md §2). */
export function playHref(lang: string, target: PlayTarget): string {
  return localeHref(lang, `/game/${encodeURIComponent(JSON.stringify(target))}`);
}

/** Reads the {play} segment back; null when it is not a game we can launch. */
export function parsePlayParam(value: string): PlayTarget | null {
  let raw = value;
  try {
    raw = decodeURIComponent(value);
  } catch {
    /* already decoded by the router */
  }
  try {
    const parsed = JSON.parse(raw) as Partial<PlayTarget> | null;
    if (!parsed || typeof parsed.gameId !== 'string' || typeof parsed.providerId !== 'string') return null;
    return { gameId: parsed.gameId, providerId: parsed.providerId, name: typeof parsed.name === 'string' ? parsed.name : parsed.gameId };
  } catch {
    return null;
  }
}

/**
 * docs/PRODUCT.md §4 game launch, in order: redirect games go to the provider page; a visitor gets the
 * login dialog; then method 0 opens in the same tab and method 1 in a new tab, a null method
 * falling back to the provider's. Games under maintenance do not launch.
 */
export function decideLaunch(input: {
  lang: string;
  game: Pick<Game, 'gameId' | 'providerId' | 'name' | 'displayName' | 'method' | 'redirect' | 'type'>;
  provider: (Pick<Provider, 'method'> & Partial<Pick<Provider, 'transfer'>>) | null;
  loggedIn: boolean;
  underMaintenance: boolean;
}): LaunchDecision {
  const { lang, game, provider } = input;
  if (game.redirect === 1) return { kind: 'redirect', href: providerLobbyHref(lang, game) };
  if (!input.loggedIn) return { kind: 'login' };
  if (input.underMaintenance) return { kind: 'maintenance' };
  const target = playTargetOf(game);
  const method = game.method ?? provider?.method ?? 0;
  if (method !== 1) return { kind: 'same-tab', href: playHref(lang, target) };
  // The money of a transfer game must be chosen before and recalled after: our play page does both.
  return provider?.transfer === 1 ? { kind: 'new-tab-page', href: playHref(lang, target) } : { kind: 'new-tab', target };
}

/**
 * Where a tap on a game goes before the page's scripts have run: its play page (whose guard asks a
 * visitor to log in first), or its provider's lobby for a game that opens from there. Once React
 * runs, the tap is {@link decideLaunch}'s instead (a new tab, a maintenance notice).
 */
export function launchHref(lang: string, game: Pick<Game, 'gameId' | 'providerId' | 'name' | 'displayName' | 'redirect' | 'type'>): string {
  return game.redirect === 1 ? providerLobbyHref(lang, game) : playHref(lang, playTargetOf(game));
}

/** A game that opens from its provider's lobby: that lobby's page in the game's category. */
function providerLobbyHref(lang: string, game: Pick<Game, 'providerId' | 'type'>): string {
  return localeHref(lang, `/${game.type}?provider=${encodeURIComponent(game.providerId)}`);
}

function playTargetOf(game: Pick<Game, 'gameId' | 'providerId' | 'name' | 'displayName'>): PlayTarget {
  return { gameId: game.gameId, providerId: game.providerId, name: game.displayName || game.name };
}
