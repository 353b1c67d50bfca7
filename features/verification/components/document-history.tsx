'use client';

import { useTranslations } from 'next-intl';
import { useDates } from '@/components/i18n/use-dates';
import type { MemberDocument } from '@/lib/contracts/verification';
import styles from './verification.module.css';

/** Every document the member sent, newest first, with its state and the times in the member's zone. */
export function DocumentHistory({ documents }: { documents: readonly MemberDocument[] }) {
  const t = useTranslations('verification');
  const dates = useDates();
  return (
    <section className={`${styles.card} ${styles.history}`} aria-labelledby="verification-history">
      <h2 id="verification-history">{t('history_title')}</h2>
      {documents.length === 0 ? (
        <p className={styles.muted}>{t('history_empty')}</p>
      ) : (
        <ul className={styles.list}>
          {documents.map((d) => (
            <li key={d.id}>
              <span>
                <strong>{t(`kind_${d.kind}`)}</strong>
                <br />
                <span className={styles.when}>
                  {t('sent_on', { date: dates.dateTime(d.createdAt) })}
                  {d.decidedAt ? ` · ${t('decided_on', { date: dates.dateTime(d.decidedAt) })}` : ''}
                </span>
              </span>
              <span className={styles.badge} data-state={d.status}>
                {t(`state_${d.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
