'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { useUserStore } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import type { Game, Provider } from '@/lib/contracts/catalog';
import { isUnderMaintenance, useFavourites, useLaunchGame, useMaintenance, useToggleFavourite } from '@/features/games';

/**
 * What a row of game cards needs, once per row rather than per card: maintenance for the
 * currency, the launcher (docs/PRODUCT.md §4) with the game's provider, and the member's favourites.
 */
export function useGameActions(currency: string, providers: readonly Provider[]) {
  const t = useTranslations('games');
  const toast = useToast();
  const loggedIn = useUserStore((s) => s.loggedIn);
  const { data: maintenance } = useMaintenance(currency);
  const launchGame = useLaunchGame(maintenance);
  const favourites = useFavourites();
  const { mutate: mutateFavourite } = useToggleFavourite();
  const byId = useMemo(() => new Map(providers.map((p) => [p.providerId, p])), [providers]);
  const favouriteIds = useMemo(() => new Set(favourites.data ?? []), [favourites.data]);

  const launch = useCallback((game: Game) => void launchGame(game, byId.get(game.providerId) ?? null), [launchGame, byId]);
  const isDown = useCallback((game: Game) => isUnderMaintenance(maintenance, game), [maintenance]);
  const toggleFavourite = useCallback(
    (game: Game) =>
      mutateFavourite(
        { gameId: game.gameId, favourite: !favouriteIds.has(game.gameId) },
        // docs/PRODUCT.md §8: a failed call in the lobby shows the server's message.
        { onError: (error) => toast({ severity: 'error', summary: t.has(error.message) ? t(error.message) : error.message }) },
      ),
    [mutateFavourite, favouriteIds, toast, t],
  );

  return {
    loggedIn,
    launch,
    isDown,
    /** null for a visitor: no hearts */
    favouriteIds: loggedIn ? favouriteIds : null,
    favouriteList: favourites.data,
    toggleFavourite,
  };
}

export type GameActions = ReturnType<typeof useGameActions>;
