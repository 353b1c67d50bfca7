'use client';

import { useEffect, useState } from 'react';
import type { Game } from '@/lib/contracts/catalog';
import type { StorageLocation } from './storage-location';

export type CatalogueState = { games: Game[] | null; failed: boolean; retry: () => void };

/** The whole category in the browser, after the server's first page is on screen. */
export function useCatalogue(storage: StorageLocation, currency: string, category: string): CatalogueState {
  const [state, setState] = useState<{ games: Game[] | null; failed: boolean }>({ games: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  const { baseUrl, env, version } = storage;

  useEffect(() => {
    let cancelled = false;
    import('./load-catalogue')
      .then((m) => m.loadCategoryGames({ baseUrl, env, version }, currency, category))
      .then(
        (games) => !cancelled && setState({ games, failed: false }),
        () => !cancelled && setState((s) => ({ games: s.games, failed: true })),
      );
    return () => {
      cancelled = true;
    };
  }, [baseUrl, env, version, currency, category, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
