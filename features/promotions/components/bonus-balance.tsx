'use client';

import { useTranslations } from 'next-intl';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useBonusStatus } from '../hooks';
import styles from './promotions.module.css';

/** The wallet dialog's balance split: cash + bonus money, while the member has bonus money or a bonus. */
export function BonusBalance() {
  const t = useTranslations('promotions');
  const { data } = useBonusStatus();
  const money = useCurrencyAmount(data?.currency ?? '');
  if (!data || (!data.active && !/[1-9]/.test(data.bonus))) return null;
  return (
    <p className={styles.cashBonus} data-testid="cash-bonus">
      {t('cash_plus_bonus', { cash: money(data.cash), bonus: money(data.bonus) })}
    </p>
  );
}
