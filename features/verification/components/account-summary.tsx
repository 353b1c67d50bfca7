'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useVerification } from '../api';
import { useVerificationHref } from './withdrawal-notice';
import styles from './verification.module.css';

/** The account page's Verification card: the status in a word and the way to the screen. */
export function AccountVerificationSummary() {
  const t = useTranslations('verification');
  const query = useVerification();
  const href = useVerificationHref();
  const status = query.data?.status;
  return (
    <>
      <p className={styles.hint}>
        {t('status_label')}:{' '}
        {status ? (
          <span className={styles.badge} data-state={status === 'verified' ? 'approved' : status} data-testid="account-verification-status">
            {t(`status_${status}_title`)}
          </span>
        ) : (
          <i className="pi pi-spin pi-spinner" aria-label={t('loading')} />
        )}
      </p>
      <Link className={`${styles.button} ${status === 'verified' ? '' : styles.primary}`} href={href}>
        {status === 'verified' ? t('see_status') : t('open')}
      </Link>
    </>
  );
}
