'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { pathLangOf } from '@/lib/api/context';
import { useVerification } from '../api';
import { useThresholdText } from './use-threshold-text';
import styles from './verification.module.css';

/** Where the member verifies, in the page's language. */
export function useVerificationHref(): string {
  return `/${pathLangOf(usePathname())}/account/verification`;
}

/**
 * The withdrawal form's word on verification: above the threshold a withdrawal needs a verified
 * account, with the way there. Nothing while it loads, without a threshold or once verified.
 */
export function WithdrawalVerificationNotice() {
  const t = useTranslations('verification');
  const query = useVerification();
  const amount = useThresholdText(query.data);
  const href = useVerificationHref();
  const state = query.data;
  if (!state || !amount || state.status === 'verified') return null;
  const pending = state.status === 'pending';
  return (
    <div className={styles.banner} role="note" aria-label={t('withdraw_notice_title')}>
      <i className={`pi ${pending ? 'pi-clock' : 'pi-id-card'}`} aria-hidden />
      <div>
        <h2>{t('withdraw_notice_title')}</h2>
        <p>{pending ? t('withdraw_notice_pending', { amount }) : t('threshold', { amount })}</p>
        <p className={styles.actions}>
          <Link className={`${styles.button} ${pending ? '' : styles.primary}`} href={href}>
            {pending ? t('see_status') : t('verify_now')}
          </Link>
        </p>
      </div>
    </div>
  );
}
