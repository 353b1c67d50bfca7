'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmptyNotice } from '@/components/status-notice';
import { useDates } from '@/components/i18n/use-dates';
import type { LoginHistoryItem } from '@/lib/contracts/security';
import { HISTORY_PAGE_SIZE, useLoginHistory } from '../api';
import { deviceText, placeText } from './device-text';
import { LoadFailed, Loading } from './states';
import styles from './security.module.css';

/** The account's sign-ins of the last 90 days, refused ones too, in the member's time zone; ten a page. */
export function LoginHistoryPanel() {
  const t = useTranslations('security');
  const locale = useLocale();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);

  if (history.isPending) return <Loading rows={3} />;
  if (history.isError) return <LoadFailed error={history.error} onRetry={() => void history.refetch()} />;
  const { items, total } = history.data;
  if (total === 0) return <EmptyNotice title={t('history_empty')} icon="pi-history" />;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  const outcome = (item: LoginHistoryItem) => {
    const ok = item.outcome === 'success';
    return (
      <span className={styles.outcome}>
        <span className={`${styles.badge} ${ok ? styles.badgeOn : styles.badgeBad}`}>
          <i className={`pi ${ok ? 'pi-check' : 'pi-times'}`} aria-hidden /> {t(`outcome_${item.outcome}`)}
        </span>
        {item.method ? <span className={styles.muted}>{t(`method_${item.method}`)}</span> : null}
      </span>
    );
  };

  return (
    <div className={styles.historyBox} aria-busy={history.isFetching || undefined}>
      <ul className={styles.history} aria-label={t('history_title')}>
        <li className={`${styles.historyItem} ${styles.historyHead}`} aria-hidden>
          <span>{t('col_time')}</span>
          <span>{t('col_outcome')}</span>
          <span>{t('col_device')}</span>
          <span>{t('col_address')}</span>
        </li>
        {items.map((item) => (
          <li key={item.id} className={styles.historyItem}>
            <span className={styles.cell}>
              <span className={styles.cellLabel}>{t('col_time')}</span>
              <time dateTime={item.at}>{dates.dateTime(item.at)}</time>
            </span>
            <span className={styles.cell}>
              <span className={styles.cellLabel}>{t('col_outcome')}</span>
              {outcome(item)}
            </span>
            <span className={styles.cell}>
              <span className={styles.cellLabel}>{t('col_device')}</span>
              {deviceText(t, item.device)}
            </span>
            <span className={styles.cell}>
              <span className={styles.cellLabel}>{t('col_address')}</span>
              {placeText(item.ip, item.country, locale) || '—'}
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('history_title')}>
          <button type="button" className={styles.button} onClick={() => setPage((p) => p - 1)} disabled={page <= 1 || history.isFetching}>
            <i className="pi pi-chevron-left" aria-hidden /> {t('previous')}
          </button>
          <span className={styles.muted}>{t('page_of', { page, pages })}</span>
          <button
            type="button"
            className={styles.button}
            onClick={() => setPage((p) => p + 1)}
            disabled={page >= pages || history.isFetching}
          >
            {t('next')} <i className="pi pi-chevron-right" aria-hidden />
          </button>
        </nav>
      ) : null}
    </div>
  );
}
