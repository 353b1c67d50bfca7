'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { TimelinePage } from '@/lib/contracts/timeline';
import { formatIsoDay } from '@/lib/dates';
import { formatCurrencyAmount } from '@/lib/format-money';
import { signedMoney } from '../money';
import styles from './timeline.module.css';

/** `failed`: the first page did not come (the error notice below says why), so there is nothing to add up. */
type Props = { page: TimelinePage | undefined; failed?: boolean };

/** Net deposits of the period shown (completed deposits − completed withdrawals), above the list. */
export function NetSummary({ page, failed = false }: Props) {
  const t = useTranslations('timeline');
  const locale = useLocale();
  const summary = page?.summary;
  if (!page || !summary) {
    return (
      <section className={styles.summary} aria-busy={!failed} aria-label={t('summary_title')}>
        <div className={styles.summaryMain}>
          <p className={styles.summaryLabel}>{t('summary_title')}</p>
          <p className={`${styles.summaryValue} ${styles.placeholder}`}>{failed ? '—' : t('loading')}</p>
        </div>
      </section>
    );
  }
  const net = signedMoney(summary.net, page.currency, locale);
  return (
    <section className={styles.summary} aria-labelledby="timeline-net">
      <div className={styles.summaryMain}>
        <p id="timeline-net" className={styles.summaryLabel}>
          {t('summary_title')}
        </p>
        <p className={`${styles.summaryValue} ${styles[net.tone]}`} data-testid="timeline-net">
          {net.text}
        </p>
        <p className={styles.summaryHint}>
          {t('summary_hint', { from: formatIsoDay(page.from, locale), to: formatIsoDay(page.to, locale) })}
        </p>
      </div>
      <dl className={styles.summaryParts}>
        <div>
          <dt>{t('summary_deposits')}</dt>
          <dd>{formatCurrencyAmount(summary.deposits, page.currency, locale)}</dd>
        </div>
        <div>
          <dt>{t('summary_withdrawals')}</dt>
          <dd>{formatCurrencyAmount(summary.withdrawals, page.currency, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
