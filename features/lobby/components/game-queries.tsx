'use client';

import { useEffect } from 'react';
import type { Maintenance } from '@/lib/contracts/catalog';
import { useFavourites, useMaintenance, useRecentlyPlayed, useRefreshAfterPlay, useToggleFavourite } from '@/features/games/queries';

/** What a row of game cards reads and writes through React Query, once the queries have loaded. */
export type GameQueryState = {
  maintenance?: Maintenance;
  favourites?: string[];
  /** only when asked for (the lobby's Recent filter) */
  recent?: string[];
  toggleFavourite?: (input: { gameId: string; favourite: boolean }) => Promise<unknown>;
  refreshAfterPlay?: () => void;
};

/**
 * A member's row queries, loaded after hydration with React Query (useGameActions renders it under
 * a QueryIsland, for members only): a visitor's home and lobby load no React Query at all (their
 * maintenance comes with the page), and a member's hearts appear when the answers arrive.
 */
type Props = { currency: string; recent: boolean; onChange: (state: GameQueryState) => void };

export function GameQueries({ currency, recent: withRecent, onChange }: Props) {
  const { data: maintenance } = useMaintenance(currency);
  const { data: favourites } = useFavourites();
  const { data: recent } = useRecentlyPlayed({ enabled: withRecent });
  const { mutateAsync: toggleFavourite } = useToggleFavourite();
  const refreshAfterPlay = useRefreshAfterPlay();
  useEffect(
    () => onChange({ maintenance, favourites, recent, toggleFavourite, refreshAfterPlay }),
    [onChange, maintenance, favourites, recent, toggleFavourite, refreshAfterPlay],
  );
  return null;
}
