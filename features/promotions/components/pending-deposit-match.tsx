'use client';

import { useTranslations } from 'next-intl';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { promotionById } from '../catalogue';
import { useBonusStatus, usePromotionInfo, usePromotionLanguage } from '../hooks';
import styles from './promotions.module.css';

/**
 * The deposit form's reminder of a deposit match claimed before depositing (a pending bonus): the
 * next deposit of at least its minimum is matched, so the form offers no other promotion meanwhile.
 * Renders nothing without a pending claim.
 */
export function PendingDepositMatch({ currency }: { currency: string }) {
  const t = useTranslations('promotions');
  const { data } = useBonusStatus();
  const info = usePromotionInfo(currency);
  const money = useCurrencyAmount(currency);
  const language = usePromotionLanguage();
  const pending = data?.active?.status === 'pending' ? data.active : null;
  if (!pending) return null;
  const shown = promotionById(info.data?.promotions ?? [], String(pending.promotionId), language);
  const min = shown?.promotion.terms.minDeposit;
  return (
    <p className={styles.cashBonus} role="status" data-testid="pending-deposit-match">
      {shown ? t('deposit_pending_match', { title: shown.text.title, min: min ? money(min) : '—' }) : t('deposit_pending_match_untitled')}
    </p>
  );
}

/** Whether the member has a deposit match waiting for its deposit. */
export function useHasPendingDepositMatch(): boolean {
  return useBonusStatus().data?.active?.status === 'pending';
}
