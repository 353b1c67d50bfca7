'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { useUserStore } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import type { Game, Provider } from '@/lib/contracts/catalog';
import { isUnderMaintenance, useFavourites, useLaunchGame, useMaintenance, useToggleFavourite } from '@/features/games';
import { useBonusRule } from './use-bonus-rule';

/**
 * What a row of game cards needs, once per row rather than per card: maintenance for the
 * currency, the launcher (docs/PRODUCT.md §4) with the game's provider, the member's favourites,
 * and while a bonus is active each game's contribution to its wagering.
 */
export function useGameActions(currency: string, providers: readonly Provider[]) {
  const t = useTranslations('games');
  const toast = useToast();
  const loggedIn = useUserStore((s) => s.loggedIn);
  const { data: maintenance } = useMaintenance(currency);
  const launchGame = useLaunchGame(maintenance);
  const favourites = useFavourites();
  const { mutateAsync: mutateFavourite } = useToggleFavourite();
  const byId = useMemo(() => new Map(providers.map((p) => [p.providerId, p])), [providers]);
  const favouriteIds = useMemo(() => new Set(favourites.data ?? []), [favourites.data]);

  const plainLaunch = useCallback((game: Game) => void launchGame(game, byId.get(game.providerId) ?? null), [launchGame, byId]);
  const bonus = useBonusRule(loggedIn, plainLaunch);
  const isDown = useCallback((game: Game) => isUnderMaintenance(maintenance, game), [maintenance]);
  const toggleFavourite = useCallback(
    (game: Game) =>
      void mutateFavourite({ gameId: game.gameId, favourite: !favouriteIds.has(game.gameId) }).catch((error: Error) =>
        // docs/PRODUCT.md §8: a failed call in the lobby shows the server's message.
        toast({ severity: 'error', summary: t.has(error.message) ? t(error.message) : error.message }),
      ),
    [mutateFavourite, favouriteIds, toast, t],
  );

  // One object while nothing in it changed: the lobby's grid is memoised on it, so a keystroke whose
  // games are still being filtered (a deferred render) does not re-render the cards.
  const favouritesShown = loggedIn ? favouriteIds : null;
  return useMemo(
    () => ({
      loggedIn,
      /** asks first when the active bonus counts the game 0 % */
      launch: bonus.launch,
      isDown,
      /** null for a visitor: no hearts */
      favouriteIds: favouritesShown,
      favouriteList: favourites.data,
      toggleFavourite,
      /** while a bonus is active: its badge of a game category ("Bonus 10%") */
      bonus: bonus.bonus,
      /** render once per row: the bonus rule's probe and the 0 % question */
      overlay: bonus.overlay,
    }),
    [loggedIn, bonus.launch, isDown, favouritesShown, favourites.data, toggleFavourite, bonus.bonus, bonus.overlay],
  );
}

export type GameActions = ReturnType<typeof useGameActions>;
