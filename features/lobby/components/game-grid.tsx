'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import type { Game } from '@/lib/contracts/catalog';
import { assetUrl, gameHref } from '../assets';
import type { GameActions } from '../use-game-actions';
import { GameCard } from './game-card';
import styles from './lobby.module.css';
import { launchHref } from '@/features/games';

/**
 * Cards before this index load eagerly: a first screen on any width (three rows of the widest grid,
 * five of a phone's three columns). The thumbnails are all the same size, so a first-screen one that
 * waited for layout to be requested painted last and became the page's largest paint.
 */
const EAGER_CARDS = 21;
/** Cards before this index are fetched first: a phone's first row, where the page's largest paint is. */
const PRIORITY_CARDS = 3;
/**
 * A phone's first screen, four rows of its three columns (the fifth starts 850–910 px down at 360–430
 * px wide): below it the art of the page the server rendered waits for hydration.
 */
const PHONE_FIRST_SCREEN = 12;

type Props = {
  games: Game[];
  total: number;
  lang: string;
  category: string;
  storageBase: string;
  actions: GameActions;
  busy: boolean;
  /** The games are the server's first page: before the scripts run, CSS trims it to the window's page size. */
  serverPage?: boolean;
  /** The page is laid out for a phone (the request's device, then the window's). */
  phone: boolean;
  onShowMore: () => void;
};

/**
 * The visible page(s) of the lobby and the "show more" button (docs/PRODUCT.md §9: it adds a page).
 * Memoised: while the lobby's filters answer a keystroke, the grid keeps its last render until the
 * deferred one with the new games is ready.
 */
export const GameGrid = memo(function GameGrid({
  games,
  total,
  lang,
  category,
  storageBase,
  actions,
  busy,
  serverPage,
  phone,
  onShowMore,
}: Props) {
  const t = useTranslations('lobby');
  return (
    <>
      <ul className={styles.grid} aria-label={t('games_label')} aria-busy={busy || undefined} data-server-page={serverPage || undefined}>
        {games.map((game, i) => (
          <GameCard
            key={game.gameId}
            game={game}
            href={gameHref(lang, game, category)}
            launchHref={launchHref(lang, game)}
            imgSrc={assetUrl(storageBase, game.img)}
            eager={i < EAGER_CARDS}
            priority={i < PRIORITY_CARDS}
            artAfterHydration={i >= (phone ? PHONE_FIRST_SCREEN : EAGER_CARDS)}
            underMaintenance={actions.isDown(game)}
            favourite={actions.favouriteIds ? actions.favouriteIds.has(game.gameId) : null}
            onLaunch={actions.launch}
            onToggleFavourite={actions.toggleFavourite}
            bonusBadge={actions.bonus?.badge(game.type)}
          />
        ))}
      </ul>
      {actions.overlay}
      {total > 0 ? (
        <div className={styles.more}>
          <p className={styles.count}>{t('showing', { shown: games.length, total })}</p>
          {games.length < total ? (
            <button type="button" className={styles.moreButton} onClick={onShowMore}>
              {t('show_more')}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
});
