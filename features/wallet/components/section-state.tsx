'use client';

import { useTranslations } from 'next-intl';
import { useServerMessage } from '../use-server-message';
import { FormError } from './fields/form-error';
import styles from './wallet.module.css';

/** Loading, or the failure with a retry, while a section's wallet settings are not there. */
export function SectionState({ query }: { query: { isError: boolean; error: Error | null; refetch: () => unknown } }) {
  const t = useTranslations('wallet');
  const message = useServerMessage();
  if (!query.isError) {
    return (
      <p className={styles.loading}>
        <i className="pi pi-spin pi-spinner" aria-hidden /> {t('loading')}
      </p>
    );
  }
  return (
    <>
      <FormError message={`${t('load_failed')} ${message(query.error?.message ?? '')}`} />
      <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
        {t('retry')}
      </button>
    </>
  );
}
