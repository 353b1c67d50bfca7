'use client';

import { useLocale, useTranslations } from 'next-intl';
import pageStyles from '@/components/page-shell.module.css';
import { LoadFailedNotice } from '@/components/status-notice';
import { formatTimeZoneName } from '@/lib/dates';
import { LIMIT_KINDS } from '@/lib/contracts/limit-choices';
import { useLimits } from '../api';
import { LimitRow } from './limit-row';
import styles from './limits.module.css';

/** Every limit, one card per kind (deposit, loss, wager) with its day, week and month. */
export function LimitsBoard() {
  const t = useTranslations('limits');
  const locale = useLocale();
  const limits = useLimits();

  if (limits.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        <p className={`${styles.muted} ${styles.wide}`}>{t('loading')}</p>
        {LIMIT_KINDS.map((kind) => (
          <div key={kind} className={`${pageStyles.card} ${styles.card}`}>
            <div className={styles.placeholder} />
            <div className={styles.placeholder} />
            <div className={styles.placeholder} />
          </div>
        ))}
      </div>
    );
  }
  if (limits.isError) {
    return <LoadFailedNotice title={t('load_failed')} detail="" retryLabel={t('retry')} onRetry={() => void limits.refetch()} />;
  }

  const view = limits.data;
  return (
    <div className={styles.grid}>
      <div className={`${styles.notice} ${styles.wide}`}>
        <p>{t('cooling_note', { hours: view.coolingHours })}</p>
        <p className={styles.muted}>{t('periods_note', { zone: formatTimeZoneName(view.timeZone, locale) })}</p>
      </div>
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} className={`${pageStyles.card} ${styles.card}`} aria-labelledby={`limits-${kind}`}>
          <h2 id={`limits-${kind}`}>{t(`kind_${kind}`)}</h2>
          <p className={styles.intro}>{t(`kind_${kind}_intro`)}</p>
          {view.limits
            .filter((limit) => limit.kind === kind)
            .map((limit) => (
              <LimitRow key={limit.period} limit={limit} currency={view.currency} timeZone={view.timeZone} />
            ))}
        </section>
      ))}
    </div>
  );
}
