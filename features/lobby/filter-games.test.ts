import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUERY,
  filterGames,
  lobbyQueryKey,
  normalizeName,
  parseLobbyQuery,
  prepareCatalogue,
  visiblePages,
  writeLobbyQuery,
  type LobbyQuery,
} from './filter-games';
import { generateGames, makeGame } from './test-games';

const games = [
  makeGame({ gameId: 'a', name: 'Zeus Rising', priority: 5, providerId: 'pp' }),
  makeGame({ gameId: 'b', name: 'Café Crème', priority: 1, popular: 1, providerId: 'pg' }),
  makeGame({ gameId: 'c', name: 'aztec gold', priority: 5, new: 1, providerId: 'pg', mobile: 0 }),
  makeGame({ gameId: 'd', name: 'mahjong', displayName: '麻将胡了', priority: 3, providerId: 'jili', web: 0 }),
  makeGame({ gameId: 'e', name: 'Thai Boxing', displayName: 'มวยไทย', priority: 2, popular: 1, new: 1, providerId: 'jili' }),
  makeGame({ gameId: 'f', name: 'Book 10', priority: 7, providerId: 'pp' }),
  makeGame({ gameId: 'g', name: 'Book 9', priority: 7, providerId: 'pp' }),
];
const catalogue = prepareCatalogue(games);
const q = (over: Partial<LobbyQuery>): LobbyQuery => ({ ...EMPTY_QUERY, ...over });
const ids = (list: { gameId: string }[]) => list.map((g) => g.gameId);
const desktop = { device: 'desktop' as const, locale: 'en-my' };
const mobile = { device: 'mobile' as const, locale: 'en-my' };

describe('parseLobbyQuery / writeLobbyQuery', () => {
  it('reads name, comma-separated providers, sort and filter, ignoring unknown values', () => {
    expect(parseLobbyQuery(new URLSearchParams('name=gold&provider=pg,,pp,pg&sort=popular&filter=recent'))).toEqual({
      name: 'gold',
      providers: ['pg', 'pp'],
      sort: 'popular',
      filter: 'recent',
    });
    expect(parseLobbyQuery({ sort: 'sideways', filter: 'all', provider: ['x', 'y'] })).toEqual({ ...EMPTY_QUERY, providers: ['x'] });
  });

  it('leaves defaults out of the URL and keeps other parameters', () => {
    const out = writeLobbyQuery(q({ name: 'zeus', providers: ['pg', 'pp'] }), new URLSearchParams('action=login&sort=popular'));
    expect(out.toString()).toBe('action=login&name=zeus&provider=pg%2Cpp');
    expect(writeLobbyQuery(q({ name: '   ' })).toString()).toBe('');
    expect(lobbyQueryKey(q({ name: 'zeus ' }))).toBe(lobbyQueryKey(q({ name: 'zeus' })));
  });
});

describe('normalizeName', () => {
  it('ignores case, accents and full-width forms; keeps Thai and Chinese', () => {
    expect(normalizeName('Café CRÈME')).toBe('cafe creme');
    expect(normalizeName('Đại Phát')).toBe('dai phat');
    expect(normalizeName('ＺＥＵＳ')).toBe('zeus');
    expect(normalizeName('麻将胡了')).toBe('麻将胡了');
    expect(normalizeName('มวยไทย')).toBe('มวยไทย'.normalize('NFKD'));
  });
});

describe('filterGames', () => {
  it('matches a substring of the display name or the name, whatever the case and accents', () => {
    expect(ids(filterGames(catalogue, q({ name: 'CAFE cr' }), desktop))).toEqual(['b']);
    expect(ids(filterGames(catalogue, q({ name: 'crème' }), desktop))).toEqual(['b']);
    expect(ids(filterGames(catalogue, q({ name: 'boxing' }), desktop))).toEqual(['e']);
  });

  it('finds Thai and Chinese names', () => {
    expect(ids(filterGames(catalogue, q({ name: 'ไทย' }), desktop))).toEqual(['e']);
    expect(ids(filterGames(catalogue, q({ name: '胡了' }), mobile))).toEqual(['d']);
  });

  it('shows web games on desktop and mobile games on phones', () => {
    expect(ids(filterGames(catalogue, q({}), desktop))).not.toContain('d');
    expect(ids(filterGames(catalogue, q({}), mobile))).not.toContain('c');
    expect(ids(filterGames(catalogue, q({}), mobile))).toContain('d');
  });

  it('keeps only the chosen providers', () => {
    expect(ids(filterGames(catalogue, q({ providers: ['pg', 'jili'] }), desktop)).sort()).toEqual(['b', 'c', 'e']);
  });

  it('keeps only favourites or recently played games', () => {
    expect(ids(filterGames(catalogue, q({ filter: 'favourites' }), { ...desktop, favourites: ['a', 'f'] }))).toEqual(['a', 'f']);
    expect(ids(filterGames(catalogue, q({ filter: 'recent' }), { ...desktop, recent: ['e'] }))).toEqual(['e']);
    expect(filterGames(catalogue, q({ filter: 'recent' }), desktop)).toEqual([]);
  });

  it('sorts "all" by priority, then by name', () => {
    expect(ids(filterGames(catalogue, q({}), desktop))).toEqual(['b', 'e', 'c', 'a', 'g', 'f']);
  });

  it('sorts popular first, then by priority', () => {
    expect(ids(filterGames(catalogue, q({ sort: 'popular' }), desktop))).toEqual(['b', 'e', 'c', 'a', 'g', 'f']);
    expect(ids(filterGames(catalogue, q({ sort: 'popular' }), desktop)).slice(0, 2)).toEqual(['b', 'e']);
  });

  it('sorts new releases first', () => {
    expect(ids(filterGames(catalogue, q({ sort: 'new_release' }), desktop)).slice(0, 2)).toEqual(['e', 'c']);
  });

  it('sorts A to Z and Z to A with the language collation (numbers as numbers)', () => {
    const atoz = filterGames(catalogue, q({ sort: 'alpha_atoz' }), desktop).map((g) => g.displayName);
    expect(atoz).toEqual(['aztec gold', 'Book 9', 'Book 10', 'Café Crème', 'Zeus Rising', 'มวยไทย']);
    expect(filterGames(catalogue, q({ sort: 'alpha_ztoa' }), desktop).map((g) => g.displayName)).toEqual([...atoz].reverse());
  });

  it('collates Thai names in Thai order for a Thai page', () => {
    const thai = prepareCatalogue([
      makeGame({ gameId: '1', name: 'ไก่' }),
      makeGame({ gameId: '2', name: 'กบ' }),
      makeGame({ gameId: '3', name: 'ขวด' }),
    ]);
    expect(filterGames(thai, q({ sort: 'alpha_atoz' }), { device: 'desktop', locale: 'th-th' }).map((g) => g.name)).toEqual([
      'กบ',
      'ไก่',
      'ขวด',
    ]);
  });

  it('prepares each catalogue once', () => {
    expect(prepareCatalogue(games)).toBe(catalogue);
    expect(catalogue.order('all', 'en-my')).toBe(catalogue.order('all', 'en-my'));
  });

  it('stays fast on 10,000 games', () => {
    const big = prepareCatalogue(generateGames(10_000));
    filterGames(big, q({}), desktop);
    const started = performance.now();
    for (const name of ['r', 'ra', 'raz', 'razo', 'razor']) filterGames(big, q({ name }), desktop);
    expect((performance.now() - started) / 5).toBeLessThan(20);
  });
});

describe('visiblePages', () => {
  it('shows whole pages; show more adds one', () => {
    const list = Array.from({ length: 80 }, (_, i) => i);
    expect(visiblePages(list, 1, 35)).toHaveLength(35);
    expect(visiblePages(list, 2, 35)).toHaveLength(70);
    expect(visiblePages(list, 3, 35)).toHaveLength(80);
    expect(visiblePages(list, 0, 30)).toHaveLength(30);
  });
});
