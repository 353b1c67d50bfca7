'use client';

import { useTranslations } from 'next-intl';
import { LoadFailedNotice } from '@/components/status-notice';
import { securityMessage } from '../message';
import styles from './security.module.css';

/** Grey rows in the shape of what loads, announced once as busy. */
export function Loading({ rows = 2 }: { rows?: number }) {
  const t = useTranslations('security');
  return (
    <div className={styles.stack} role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.placeholder} aria-hidden />
      ))}
    </div>
  );
}

export function LoadFailed({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const t = useTranslations('security');
  const tAll = useTranslations();
  const detail = error?.message ? securityMessage(tAll, error.message) : '';
  return <LoadFailedNotice title={t('load_failed')} detail={detail} retryLabel={t('retry')} onRetry={onRetry} />;
}

/** A refusal under a form, announced. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
