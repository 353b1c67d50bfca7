import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { memo, type MouseEvent, type ReactNode } from 'react';
import type { Game } from '@/lib/contracts/catalog';
import { isPlainClick } from '@/lib/plain-click';
import { useHydrated } from '@/lib/use-hydrated';
import { displayNameOf } from '../display-name';
import styles from './game-card.module.css';

export type GameCardProps = {
  game: Game;
  /** the game's own page: a real link for crawlers and for "open in new tab" */
  href: string;
  /** where the picture goes when tapped before the scripts have run (launchHref) */
  launchHref: string;
  imgSrc: string;
  /** first row: the browser should not wait for layout to fetch it */
  eager: boolean;
  /** a phone's first row: the lobby's largest paint, fetched before other images */
  priority?: boolean;
  /** below the first screen of a page the server rendered: the art waits for hydration (AfterHydration) */
  artAfterHydration?: boolean;
  underMaintenance: boolean;
  /** null for a visitor (no heart) */
  favourite: boolean | null;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** while a bonus is active: what the game counts towards its wagering ("Bonus 100%") */
  bonusBadge?: string | null;
};

/**
 * One game: the thumbnail is the launch button (named after the game), the name links to the
 * game's page. A game under maintenance stays focusable but says it is disabled and does nothing.
 * Memoised: a lobby keystroke re-renders the grid, and most cards it shows are the same games with
 * the same props (the callbacks are stable), so only the cards that change render again.
 */
export const GameCard = memo(function GameCard({
  game,
  href,
  launchHref,
  imgSrc,
  eager,
  priority = false,
  artAfterHydration = false,
  underMaintenance,
  favourite,
  onLaunch,
  onToggleFavourite,
  bonusBadge,
}: GameCardProps) {
  const t = useTranslations('games');
  const name = displayNameOf(game);
  const label = underMaintenance ? `${name} (${t('maintenance_badge')})` : bonusBadge ? `${name} (${bonusBadge})` : name;
  const art = imgSrc ? (
    // eslint-disable-next-line @next/next/no-img-element -- storage thumbnails (SVG/CDN), sized by the 4:3 box
    <img
      src={imgSrc}
      alt=""
      width={240}
      height={180}
      loading={eager && !artAfterHydration ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The first row (where the largest paint is) decodes with the frame that shows it: with
      // "async" the browser painted that frame without it and showed it only after hydration's
      // long tasks. Only that row: the frame waits for every image it decodes this way.
      decoding={priority ? 'sync' : 'async'}
    />
  ) : null;
  return (
    <li className={underMaintenance ? `${styles.card} ${styles.disabled}` : styles.card}>
      <Thumb href={launchHref} label={label} underMaintenance={underMaintenance} onLaunch={() => onLaunch(game)}>
        {artAfterHydration && art ? <AfterHydration>{art}</AfterHydration> : art}
        {underMaintenance ? null : (
          <span className={styles.play} aria-hidden>
            <i className="pi pi-play" />
          </span>
        )}
        {bonusBadge && !underMaintenance ? (
          <span className={styles.contribution} aria-hidden>
            {bonusBadge}
          </span>
        ) : null}
      </Thumb>
      <span className={styles.badges} aria-hidden>
        {/* Under maintenance the wrench sits in the corner badge, clear of the art (centred, it covered it). */}
        {underMaintenance ? (
          <span className={`${styles.badge} ${styles.down}`}>
            <i className="pi pi-wrench" />
            <span className={styles.downText}>{t('maintenance_badge')}</span>
          </span>
        ) : null}
        {!underMaintenance && game.new === 1 ? <span className={`${styles.badge} ${styles.new}`}>{t('new_badge')}</span> : null}
        {!underMaintenance && game.popular === 1 ? <span className={`${styles.badge} ${styles.hot}`}>{t('hot_badge')}</span> : null}
      </span>
      {favourite === null ? null : (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'remove_favourite' : 'add_favourite', { name })}
          onClick={() => onToggleFavourite(game)}
        >
          <i className={favourite ? 'pi pi-heart-fill' : 'pi pi-heart'} aria-hidden />
        </button>
      )}
      {/* the titles carry the whole names where the card's lines cut them */}
      <Link href={href} prefetch={false} className={styles.name} title={name}>
        {name}
      </Link>
      <span className={styles.provider} title={game.providerDisplay}>
        {game.providerDisplay}
      </span>
    </li>
  );
});

/**
 * The card's picture: a link to where the game launches, so a tap before the scripts have run
 * still plays it; once React runs, a tap launches it in place (or asks a visitor to log in). A game
 * under maintenance has nothing to open: a disabled button.
 */
function Thumb({
  href,
  label,
  underMaintenance,
  onLaunch,
  children,
}: {
  href: string;
  label: string;
  underMaintenance: boolean;
  onLaunch: () => void;
  children: ReactNode;
}) {
  if (underMaintenance) {
    return (
      <button type="button" className={styles.thumb} aria-label={label} aria-disabled>
        {children}
      </button>
    );
  }
  const launch = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onLaunch();
  };
  return (
    <a href={href} className={styles.thumb} aria-label={label} onClick={launch}>
      {children}
    </a>
  );
}

/**
 * Art below a server-rendered page's first screen, fetched once React has hydrated: on a slow phone
 * the browser's lazy loading fetched all of it before hydration (its margin is the whole lobby page
 * there), on the line the page's scripts needed. Without scripts the `<noscript>` copy shows, and it
 * is in the HTML crawlers read. Rendered in the browser later (a filter, "show more"), it is lazy art.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <noscript>{children}</noscript>;
}
