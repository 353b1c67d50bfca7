import type { Game } from '@/lib/contracts/catalog';
import { displayNameOf } from './display-name';

/**
 * The lobby's rules, pure: which games a query shows and in which order. Everything that costs
 * more than a pass over the list (normalised names, the five orders) is computed once per
 * catalogue and locale and memoised, so a keystroke is one linear scan with `includes`.
 */

export const LOBBY_SORTS = ['all', 'popular', 'new_release', 'alpha_atoz', 'alpha_ztoa'] as const;
export type LobbySort = (typeof LOBBY_SORTS)[number];
export const LOBBY_FILTERS = ['favourites', 'recent'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

export type LobbyQuery = { name: string; providers: string[]; sort: LobbySort; filter: LobbyFilter | null };
export const EMPTY_QUERY: LobbyQuery = { name: '', providers: [], sort: 'all', filter: null };

export type GameDevice = 'desktop' | 'mobile';

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function param(params: Params, key: string): string {
  if (params instanceof URLSearchParams) return params.get(key) ?? '';
  const value = params[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The lobby's part of the URL (docs/PRODUCT.md §2: name, provider, sort; plus our favourites/recent filter). */
export function parseLobbyQuery(params: Params): LobbyQuery {
  const sort = param(params, 'sort');
  const filter = param(params, 'filter');
  const providers = param(params, 'provider')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    name: param(params, 'name').slice(0, 100),
    providers: [...new Set(providers)],
    sort: (LOBBY_SORTS as readonly string[]).includes(sort) ? (sort as LobbySort) : 'all',
    filter: (LOBBY_FILTERS as readonly string[]).includes(filter) ? (filter as LobbyFilter) : null,
  };
}

/** Writes the query into `base` (other parameters such as ?action= stay); defaults are left out. */
export function writeLobbyQuery(query: LobbyQuery, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  const set = (key: string, value: string) => (value ? out.set(key, value) : out.delete(key));
  set('name', query.name.trim() ? query.name : '');
  set('provider', query.providers.join(','));
  set('sort', query.sort === 'all' ? '' : query.sort);
  set('filter', query.filter ?? '');
  return out;
}

/** A stable identity for a query, to tell our own URL writes from outside navigation. */
export function lobbyQueryKey(query: LobbyQuery): string {
  return writeLobbyQuery({ ...query, name: query.name.trim() }).toString();
}

/**
 * Case- and accent-insensitive form: NFKD folds full-width letters and ligatures, then only the
 * Latin/Greek/Cyrillic combining accents go (U+0300–036F). Thai vowels and tone marks are
 * combining marks too, but they change the word, so they stay; Chinese passes unchanged.
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .trim();
}

const collators = new Map<string, Intl.Collator>();
/** Collation for the page's language (`en-my`, `th-th` are valid BCP 47 tags); numbers in names sort as numbers. */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    try {
      collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    } catch {
      collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    }
    collators.set(locale, collator);
  }
  return collator;
}

export type PreparedCatalogue = {
  games: readonly Game[];
  /** normalised "displayName\nname" per game, same index as `games` */
  searchKeys: readonly string[];
  /** game indexes in the sort's order, computed on first use per locale */
  order(sort: LobbySort, locale: string): Int32Array;
};

const prepared = new WeakMap<readonly Game[], PreparedCatalogue>();

/** Memoised per catalogue array: the client keeps one array per version, the server's cache too. */
export function prepareCatalogue(games: readonly Game[]): PreparedCatalogue {
  const hit = prepared.get(games);
  if (hit) return hit;
  const searchKeys = games.map((g) => normalizeName(g.displayName === g.name ? g.name : `${g.displayName}\n${g.name}`));
  const orders = new Map<string, Int32Array>();

  // One collator sort per locale; every other order reuses its rank as the name tie-break,
  // so only integer comparisons remain.
  function alphaRank(locale: string): Int32Array {
    const key = `rank:${locale}`;
    let rank = orders.get(key);
    if (!rank) {
      const collator = collatorFor(locale);
      const names = games.map(displayNameOf);
      const byName = Int32Array.from(games.keys()).sort((a, b) => collator.compare(names[a]!, names[b]!) || a - b);
      rank = new Int32Array(games.length);
      byName.forEach((gameIndex, position) => (rank![gameIndex] = position));
      orders.set(key, rank);
      orders.set(`alpha_atoz:${locale}`, byName);
    }
    return rank;
  }

  function order(sort: LobbySort, locale: string): Int32Array {
    const key = `${sort}:${locale}`;
    const known = orders.get(key);
    if (known) return known;
    const rank = alphaRank(locale);
    const indexes = Int32Array.from(games.keys());
    const byPriority = (a: number, b: number) => games[a]!.priority - games[b]!.priority || rank[a]! - rank[b]!;
    let result: Int32Array;
    switch (sort) {
      case 'alpha_atoz':
        return orders.get(key)!;
      case 'alpha_ztoa':
        result = orders.get(`alpha_atoz:${locale}`)!.slice().reverse();
        break;
      case 'popular':
        result = indexes.sort((a, b) => games[b]!.popular - games[a]!.popular || byPriority(a, b));
        break;
      case 'new_release':
        result = indexes.sort((a, b) => games[b]!.new - games[a]!.new || byPriority(a, b));
        break;
      default:
        result = indexes.sort(byPriority);
    }
    orders.set(key, result);
    return result;
  }

  const value: PreparedCatalogue = { games, searchKeys, order };
  prepared.set(games, value);
  return value;
}

export type FilterContext = {
  device: GameDevice;
  locale: string;
  /** the member's favourites (features/games useFavourites) */
  favourites?: readonly string[];
  /** the member's recently played games (useRecentlyPlayed) */
  recent?: readonly string[];
};

/** The games a query shows, in its order. */
export function filterGames(catalogue: PreparedCatalogue, query: LobbyQuery, ctx: FilterContext): Game[] {
  const { games, searchKeys } = catalogue;
  const needle = normalizeName(query.name);
  const providers = query.providers.length ? new Set(query.providers) : null;
  const ids = query.filter === 'favourites' ? new Set(ctx.favourites ?? []) : query.filter === 'recent' ? new Set(ctx.recent ?? []) : null;
  const mobile = ctx.device === 'mobile';
  const out: Game[] = [];
  for (const i of catalogue.order(query.sort, ctx.locale)) {
    const game = games[i]!;
    if ((mobile ? game.mobile : game.web) !== 1) continue;
    if (providers && !providers.has(game.providerId)) continue;
    if (ids && !ids.has(game.gameId)) continue;
    if (needle && !searchKeys[i]!.includes(needle)) continue;
    out.push(game);
  }
  return out;
}

/** The games on the first `pages` pages. */
export function visiblePages<T>(list: readonly T[], pages: number, pageSize: number): T[] {
  return list.slice(0, Math.max(1, pages) * pageSize);
}
