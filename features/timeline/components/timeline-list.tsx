'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { TimelineItem } from '@/lib/contracts/timeline';
import { formatDateTime } from '@/lib/dates';
import { formatCurrencyAmount } from '@/lib/format-money';
import { signedMoney } from '../money';
import { useTimelineLabels } from './labels';
import styles from './timeline.module.css';

type Props = { items: readonly TimelineItem[]; currency: string; timeZone: string };

const TONES: Record<string, string> = {
  pending: 'warning',
  open: 'warning',
  rejected: 'danger',
  cancelled: 'neutral',
  rolled_back: 'neutral',
};

/**
 * The lines, one table: columns on a desktop, a card per line on a phone (the same rows restacked
 * by CSS: type and amount on top, the details, then time and status), so nothing scrolls sideways.
 */
export function TimelineList({ items, currency, timeZone }: Props) {
  const t = useTranslations('timeline');
  const locale = useLocale();
  const labels = useTimelineLabels();
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('list_label')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('col_when')}</th>
          <th scope="col">{t('col_what')}</th>
          <th scope="col">{t('col_details')}</th>
          <th scope="col">{t('col_status')}</th>
          <th scope="col" className={styles.numeric}>
            {t('col_amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const amount = signedMoney(item.amount, currency, locale);
          return (
            <tr key={item.id} data-kind={item.kind}>
              <td className={styles.when}>
                <time dateTime={item.at}>{formatDateTime(item.at, locale, timeZone)}</time>
              </td>
              <td className={styles.what}>{labels.entry(item)}</td>
              <td className={styles.details}>
                {item.description ? <span className={styles.description}>{item.description}</span> : null}
                {item.stake !== null && item.win !== null ? (
                  <span className={styles.round}>
                    {t('round_detail', {
                      stake: formatCurrencyAmount(item.stake, currency, locale),
                      win: formatCurrencyAmount(item.win, currency, locale),
                    })}
                  </span>
                ) : null}
                {item.balance === 'bonus' ? <span className={styles.bonusTag}>{labels.balance(item)}</span> : null}
              </td>
              <td className={styles.status}>
                <span className={`${styles.badge} ${styles[TONES[item.status] ?? 'success']}`}>{labels.status(item)}</span>
              </td>
              <td className={`${styles.amount} ${styles[amount.tone]}`}>{amount.text}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
