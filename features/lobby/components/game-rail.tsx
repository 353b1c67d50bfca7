'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { Game, Maintenance, Provider } from '@/lib/contracts/catalog';
import { assetUrl, gameHref } from '../assets';
import { useGameActions } from '../use-game-actions';
import { GameCard } from './game-card';
import styles from './game-rail.module.css';
import { launchHref } from '@/features/games';

type Props = {
  /** the row's visible heading, used as the list's name */
  label: string;
  games: Game[];
  providers: Provider[];
  currency: string;
  /** the page's maintenance, as the server rendered it */
  maintenance?: Maintenance;
  lang: string;
  storageBase: string;
};

/** A horizontal row of game cards (home): CSS scroll-snap, arrow buttons on pointer devices. */
export function GameRail({ label, games, providers, currency, maintenance, lang, storageBase }: Props) {
  const t = useTranslations('home');
  const actions = useGameActions(currency, providers, { maintenance });
  const track = useRef<HTMLUListElement>(null);
  // An arrow with nowhere to go is hidden, so the first card's art is not covered at the start.
  const [edges, setEdges] = useState({ start: true, end: false });
  const onScroll = () => {
    const el = track.current;
    if (!el) return;
    const scrolled = Math.abs(el.scrollLeft);
    setEdges({ start: scrolled < 4, end: scrolled + el.clientWidth >= el.scrollWidth - 4 });
  };
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: direction * rtl * el.clientWidth * 0.85, behavior: 'smooth' });
  };
  return (
    <div className={styles.rail}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        hidden={edges.start}
        aria-label={t('rail_prev', { name: label })}
        onClick={() => scroll(-1)}
      >
        <i className="pi pi-chevron-left" aria-hidden />
      </button>
      <ul ref={track} className={styles.track} aria-label={label} onScroll={onScroll}>
        {games.map((game) => (
          <GameCard
            key={game.gameId}
            game={game}
            href={gameHref(lang, game)}
            launchHref={launchHref(lang, game)}
            imgSrc={assetUrl(storageBase, game.img)}
            // Lazy, every card: on a phone the rails are below the first screen, and their art must
            // not share the slow line with the page's scripts (home's rows wait off screen, CSS).
            eager={false}
            underMaintenance={actions.isDown(game)}
            favourite={actions.favouriteIds ? actions.favouriteIds.has(game.gameId) : null}
            onLaunch={actions.launch}
            onToggleFavourite={actions.toggleFavourite}
            bonusBadge={actions.bonus?.badge(game.type)}
          />
        ))}
      </ul>
      {actions.overlay}
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        hidden={edges.end}
        aria-label={t('rail_next', { name: label })}
        onClick={() => scroll(1)}
      >
        <i className="pi pi-chevron-right" aria-hidden />
      </button>
    </div>
  );
}
