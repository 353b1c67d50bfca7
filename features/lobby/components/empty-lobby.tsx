import { useTranslations } from 'next-intl';
import type { LobbyFilter } from '../filter-games';
import styles from './lobby.module.css';

/** Nothing matches: say why in the member's terms and offer the way back. */
export function EmptyLobby({ filter, onClear }: { filter: LobbyFilter | null; onClear: (() => void) | null }) {
  const t = useTranslations('lobby');
  const text = filter === 'favourites' ? t('empty_favourites') : filter === 'recent' ? t('empty_recent') : t('empty_text');
  return (
    <div className={styles.empty}>
      <i className="pi pi-search" aria-hidden />
      <h2>{t('empty_title')}</h2>
      <p>{text}</p>
      {onClear ? (
        <button type="button" className={styles.moreButton} onClick={onClear}>
          {t('clear_filters')}
        </button>
      ) : null}
    </div>
  );
}
