'use client';

import { useTranslations } from 'next-intl';
import { EmptyNotice, LoadFailedNotice } from '@/components/status-notice';
import { promotionMessage } from '../server-message';
import styles from './promotions.module.css';

/** Placeholder cards while the promotions load (announced as busy). */
export function LoadingCards({ count = 3 }: { count?: number }) {
  const t = useTranslations('promotions');
  return (
    <div className={styles.grid} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${styles.card} ${styles.skeleton}`} aria-hidden />
      ))}
    </div>
  );
}

/** A failed load: the server's message and a retry. */
export function LoadFailed({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const t = useTranslations('promotions');
  const tAll = useTranslations();
  const detail = error?.message ? promotionMessage(tAll, error.message, 'load_failed') : '';
  return <LoadFailedNotice title={t('load_failed')} detail={detail} retryLabel={t('retry')} onRetry={onRetry} />;
}

/** Nothing to show, said in words. */
export function Empty({ title, text, icon = 'pi-gift' }: { title: string; text?: string; icon?: string }) {
  return <EmptyNotice title={title} text={text} icon={icon} />;
}
