'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { withQueries } from '@/components/providers/with-queries';
import { useUserStore } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import type { Game, Maintenance, Provider } from '@/lib/contracts/catalog';
import { isUnderMaintenance, useLaunchGame } from '@/features/games';
import type { GameQueryState } from './components/game-queries';
import { useBonusRule } from './use-bonus-rule';

const GameQueries = dynamic(() => withQueries(import('./components/game-queries').then((m) => m.GameQueries)), { ssr: false });

type Options = {
  /** the page's maintenance as the server rendered it (server-maintenance.ts) */
  maintenance?: Maintenance;
  /** the member's recently played games too (the lobby's Recent filter) */
  recent?: boolean;
};

/** Nothing queried: a visitor's row, or a member's before their queries have loaded. */
const NOTHING_QUERIED: GameQueryState = {};

/**
 * What a row of game cards needs, once per row rather than per card: maintenance for the currency
 * (the server's, then a member's query), the launcher (docs/PRODUCT.md §4) with the game's provider,
 * the member's favourites, and while a bonus is active each game's contribution to its wagering.
 */
export function useGameActions(currency: string, providers: readonly Provider[], { maintenance: rendered, recent = false }: Options = {}) {
  const t = useTranslations('games');
  const toast = useToast();
  const loggedIn = useUserStore((s) => s.loggedIn);
  const [memberQueried, setQueried] = useState<GameQueryState>(NOTHING_QUERIED);
  // A member who logs out leaves nothing of theirs behind in the row.
  const queried = loggedIn ? memberQueried : NOTHING_QUERIED;
  const { toggleFavourite: mutateFavourite } = queried;
  const maintenance = queried.maintenance ?? rendered;
  const launchGame = useLaunchGame(maintenance, queried.refreshAfterPlay);
  const byId = useMemo(() => new Map(providers.map((p) => [p.providerId, p])), [providers]);
  const favouriteIds = useMemo(() => new Set(queried.favourites ?? []), [queried.favourites]);

  const plainLaunch = useCallback((game: Game) => void launchGame(game, byId.get(game.providerId) ?? null), [launchGame, byId]);
  const bonus = useBonusRule(loggedIn, plainLaunch);
  const isDown = useCallback((game: Game) => isUnderMaintenance(maintenance, game), [maintenance]);
  const toggleFavourite = useCallback(
    (game: Game) =>
      void mutateFavourite?.({ gameId: game.gameId, favourite: !favouriteIds.has(game.gameId) }).catch((error: Error) =>
        // docs/PRODUCT.md §8: a failed call in the lobby shows the server's message.
        toast({ severity: 'error', summary: t.has(error.message) ? t(error.message) : error.message }),
      ),
    [mutateFavourite, favouriteIds, toast, t],
  );

  // One object while nothing in it changed: the lobby's grid is memoised on it, so a keystroke whose
  // games are still being filtered (a deferred render) does not re-render the cards.
  const favouritesShown = loggedIn ? favouriteIds : null;
  // A member's queries (maintenance kept fresh, favourites, recent), rendered once with the bonus layer.
  const overlay = useMemo(
    () => (
      <>
        {bonus.overlay}
        {loggedIn ? <GameQueries currency={currency} recent={recent} onChange={setQueried} /> : null}
      </>
    ),
    [bonus.overlay, loggedIn, currency, recent],
  );
  return useMemo(
    () => ({
      loggedIn,
      /** asks first when the active bonus counts the game 0 % */
      launch: bonus.launch,
      isDown,
      /** null for a visitor: no hearts */
      favouriteIds: favouritesShown,
      favouriteList: queried.favourites,
      /** the member's recently played games, when asked for */
      recentList: queried.recent,
      toggleFavourite,
      /** while a bonus is active: its badge of a game category ("Bonus 10%") */
      bonus: bonus.bonus,
      /** render once per row: the bonus rule's probe and the 0 % question */
      overlay,
    }),
    [loggedIn, bonus.launch, isDown, favouritesShown, queried.favourites, queried.recent, toggleFavourite, bonus.bonus, overlay],
  );
}

export type GameActions = ReturnType<typeof useGameActions>;
