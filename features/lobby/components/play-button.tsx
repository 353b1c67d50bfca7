'use client';

import { useTranslations } from 'next-intl';
import type { Game, Maintenance, Provider } from '@/lib/contracts/catalog';
import { useGameActions } from '../use-game-actions';
import styles from './game-detail.module.css';

/** The game page's Play: the same launcher as the cards (login for visitors, maintenance refused). */
type Props = { game: Game; provider: Provider | null; currency: string; maintenance?: Maintenance };

export function PlayButton({ game, provider, currency, maintenance }: Props) {
  const t = useTranslations('lobby');
  const actions = useGameActions(currency, provider ? [provider] : [], { maintenance });
  const down = actions.isDown(game);
  return (
    <>
      <button
        type="button"
        className={styles.play}
        aria-disabled={down || undefined}
        onClick={() => (down ? undefined : actions.launch(game))}
      >
        <i className={down ? 'pi pi-wrench' : 'pi pi-play'} aria-hidden />
        {down ? t('detail_maintenance') : actions.loggedIn ? t('detail_play') : t('detail_login')}
      </button>
      {actions.overlay}
    </>
  );
}
