'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { Game, Maintenance, Provider } from '@/lib/contracts/catalog';
import { languageOf, providerDisplayName } from '../assets';
import {
  EMPTY_QUERY,
  filterGames,
  lobbyQueryKey,
  parseLobbyQuery,
  prepareCatalogue,
  visiblePages,
  writeLobbyQuery,
  type GameDevice,
  type LobbyQuery,
} from '../filter-games';
import type { StorageLocation } from '../storage-location';
import { useCatalogue } from '../use-catalogue';
import { useGameActions } from '../use-game-actions';
import { useViewport } from '../use-viewport';
import { EmptyLobby } from './empty-lobby';
import { GameGrid } from './game-grid';
import { LobbyFilters } from './lobby-filters';
import styles from './lobby.module.css';

/** Typing waits this long before the URL follows, so the address bar sees words, not letters (and
 * the router's history sync, a few ms per write on a slow phone, stays out of the keystrokes). */
export const NAME_DEBOUNCE_MS = 300;

export type LobbyClientProps = {
  lang: string;
  category: string;
  currency: string;
  /** the page's maintenance, as the server rendered it */
  maintenance: Maintenance;
  storage: StorageLocation;
  /** this category's providers, for the select and the launcher */
  providers: Provider[];
  /**
   * what the server rendered: the URL's query, its first page and the device/page size it guessed;
   * `unreadable` when it could not read the category (its empty page is then not "no games")
   */
  initial: { query: LobbyQuery; games: Game[]; total: number; device: GameDevice; pageSize: number; unreadable?: boolean };
};

/**
 * The interactive lobby. Until the whole category has loaded in the browser it shows the server's
 * first page; after that every filter runs locally on the memoised catalogue and only the visible
 * pages render. Filters live in the URL, written with the History API (Next keeps
 * useSearchParams in step), so typing and filtering never ask the server for anything; reload and
 * shared links render the same query on the server.
 */
export function LobbyClient({ lang, category, currency, maintenance, storage, providers, initial }: LobbyClientProps) {
  const t = useTranslations('lobby');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const actions = useGameActions(currency, providers, { maintenance, recent: true });
  const unreadable = initial.unreadable === true;
  const catalogue = useCatalogue(storage, currency, category, unreadable);
  const viewport = useViewport({ device: initial.device, pageSize: initial.pageSize });
  // The query and the pages shown, set together. The filters show `view` at once; the grid follows
  // `shown`, a deferred copy React renders after the input has painted and abandons when the next
  // keystroke comes first, so typing and filtering stay responsive however many cards change
  // (Interaction to Next Paint, bench/lobby-inp.ts).
  const [view, setView] = useState<{ query: LobbyQuery; pages: number }>({ query: initial.query, pages: 1 });
  const shown = useDeferredValue(view);
  const query = view.query;

  // What the URL says now. Our own writes come back through useSearchParams and are recognised by
  // key; anything else (back/forward, a provider link, a new server render) replaces the local query.
  const written = useRef(lobbyQueryKey(initial.query));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const initialKey = lobbyQueryKey(initial.query);
  const urlQuery = useMemo(() => parseLobbyQuery(Object.fromEntries(searchParams.entries())), [searchParams]);
  const urlKey = lobbyQueryKey(urlQuery);
  const adopt = useCallback((outside: LobbyQuery, key: string) => {
    if (key === written.current) return;
    written.current = key;
    clearTimeout(timer.current);
    setView({ query: outside, pages: 1 });
  }, []);
  useEffect(() => adopt(initial.query, initialKey), [adopt, initialKey, initial.query]);
  useEffect(() => adopt(urlQuery, urlKey), [adopt, urlKey, urlQuery]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (next: LobbyQuery, debounce: boolean) => {
      setView({ query: next, pages: 1 });
      clearTimeout(timer.current);
      const write = () => {
        const params = writeLobbyQuery(next, new URLSearchParams(window.location.search)).toString();
        written.current = lobbyQueryKey(next);
        window.history.replaceState(null, '', params ? `${pathname}?${params}` : pathname);
      };
      if (debounce) timer.current = setTimeout(write, NAME_DEBOUNCE_MS);
      else write();
    },
    [pathname],
  );

  const language = languageOf(lang);
  const providerOptions = useMemo(
    () => providers.map((p) => ({ id: p.providerId, label: providerDisplayName(p, language) })),
    [providers, language],
  );

  // Visitors have no lists of their own: a shared ?filter= link shows them everything.
  const effective = actions.loggedIn ? shown.query : { ...shown.query, filter: null };
  const prepared = useMemo(() => (catalogue.games ? prepareCatalogue(catalogue.games) : null), [catalogue.games]);
  const list = useMemo(
    () =>
      prepared
        ? filterGames(prepared, effective, {
            device: viewport.device,
            locale: lang,
            favourites: actions.favouriteList,
            recent: actions.recentList,
          })
        : null,
    // effective is rebuilt each render; its parts are the real inputs
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      prepared,
      effective.name,
      effective.providers,
      effective.sort,
      effective.filter,
      viewport.device,
      lang,
      actions.favouriteList,
      actions.recentList,
    ],
  );
  const games = useMemo(
    // Until the whole category is here, the server's page, cut to this window's page size (its guess
    // was a typical width of the request's device).
    () => (list ? visiblePages(list, shown.pages, viewport.pageSize) : initial.games.slice(0, viewport.pageSize)),
    [list, shown.pages, viewport.pageSize, initial.games],
  );
  const showMore = useCallback(() => setView((v) => ({ ...v, pages: v.pages + 1 })), []);
  const total = list ? list.length : initial.total;
  const busy = !list && lobbyQueryKey(query) !== initialKey;
  const filtered = query.name.trim() !== '' || query.providers.length > 0 || query.filter !== null;

  return (
    // data-shown-name: the name the grid below was rendered for (benchmarks wait for it).
    <div className={styles.lobby} data-shown-name={effective.name}>
      <LobbyFilters
        query={query}
        providers={providerOptions}
        member={actions.loggedIn}
        onName={(name) => update({ ...query, name }, true)}
        onChange={(patch) => update({ ...query, ...patch }, false)}
      />
      {(catalogue.failed || unreadable) && !list ? (
        <p className={styles.notice} role="alert">
          {t('load_failed')}{' '}
          <button type="button" className={styles.linkButton} onClick={catalogue.retry}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {list ? t('game_count', { count: total }) : ''}
      </p>
      {unreadable && !list ? null : total === 0 && !busy ? (
        <EmptyLobby filter={effective.filter} onClear={filtered ? () => update({ ...EMPTY_QUERY, sort: query.sort }, false) : null} />
      ) : (
        <GameGrid
          games={games}
          total={total}
          lang={lang}
          category={category}
          storageBase={storage.baseUrl}
          actions={actions}
          busy={busy}
          serverPage={!list}
          phone={viewport.device === 'mobile'}
          onShowMore={showMore}
        />
      )}
    </div>
  );
}
