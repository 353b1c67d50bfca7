'use client';

import { useTranslations } from 'next-intl';
import type { VerificationState } from '@/lib/contracts/verification';
import styles from './verification.module.css';

const ICONS: Record<VerificationState['status'], string> = {
  unverified: 'pi-id-card',
  pending: 'pi-clock',
  verified: 'pi-verified',
  rejected: 'pi-times-circle',
};

/** The member's status in words, with what to do next, and the withdrawal amount that needs it. */
export function StatusBanner({ state, amount }: { state: VerificationState; amount: string }) {
  const t = useTranslations('verification');
  const tone = state.status === 'verified' ? styles.verified : state.status === 'rejected' ? styles.rejected : '';
  return (
    <div className={`${styles.banner} ${tone}`} role="status" data-testid="verification-status" data-status={state.status}>
      <i className={`pi ${ICONS[state.status]}`} aria-hidden />
      <div>
        <h2>{t(`status_${state.status}_title`)}</h2>
        <p>{state.status === 'rejected' ? t('status_rejected', { reason: state.reason }) : t(`status_${state.status}`)}</p>
        {state.threshold && state.status !== 'verified' ? <p className={styles.threshold}>{t('threshold', { amount })}</p> : null}
      </div>
    </div>
  );
}
