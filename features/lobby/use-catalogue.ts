'use client';

import { useEffect, useState } from 'react';
import { afterFirstInteraction } from '@/lib/after-first-paint';
import type { Game } from '@/lib/contracts/catalog';
import type { StorageLocation } from './storage-location';

export type CatalogueState = { games: Game[] | null; failed: boolean; retry: () => void };

/**
 * The whole category in the browser, from the visitor's first input on (a touch, a key, a scroll,
 * the search field's focus): until then the server's first page is all the lobby shows, and the
 * loader, its validator (zod, 32 KB) and the category file stay out of the page's load. `now`:
 * load at once (the server had no page to show).
 */
export function useCatalogue(storage: StorageLocation, currency: string, category: string, now = false): CatalogueState {
  const [state, setState] = useState<{ games: Game[] | null; failed: boolean }>({ games: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  const { baseUrl, env, version } = storage;

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void import('./load-catalogue')
        .then((m) => m.loadCategoryGames({ baseUrl, env, version }, currency, category))
        .then(
          (games) => !cancelled && setState({ games, failed: false }),
          () => !cancelled && setState((s) => ({ games: s.games, failed: true })),
        );
    // A retry is itself an input; after the page's first input (a later category) this runs at once.
    const cancelWait = attempt === 0 && !now ? afterFirstInteraction(load) : (load(), undefined);
    return () => {
      cancelled = true;
      cancelWait?.();
    };
  }, [baseUrl, env, version, currency, category, attempt, now]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
