'use client';

import { useTranslations } from 'next-intl';
import { EmptyNotice, LoadFailedNotice } from '@/components/status-notice';
import { loyaltyMessage } from '../server-message';
import styles from './loyalty.module.css';

/** Placeholder blocks while a loyalty page loads (announced as busy). */
export function Loading({ count = 2 }: { count?: number }) {
  const t = useTranslations('loyalty');
  return (
    <div className={styles.stack} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} aria-hidden />
      ))}
    </div>
  );
}

/** A failed load: the server's message and a retry. */
export function LoadFailed({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const t = useTranslations('loyalty');
  const tAll = useTranslations();
  const detail = error?.message ? loyaltyMessage(tAll, error.message, 'load_failed') : '';
  return <LoadFailedNotice title={t('load_failed')} detail={detail} retryLabel={t('retry')} onRetry={onRetry} />;
}

/** Nothing to show, said in words. */
export function Empty({ title, text, icon = 'pi-info-circle' }: { title: string; text?: string; icon?: string }) {
  return <EmptyNotice title={title} text={text} icon={icon} />;
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label}>
      <span style={{ width: `${value}%` }} />
    </div>
  );
}
