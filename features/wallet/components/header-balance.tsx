'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useAppStore, useUserStore } from '@/components/providers/store-provider';
import styles from '@/components/layout/layout.module.css';
import { useWalletBalance } from '../balance';
import { formatMoney } from '../format-money';

/** The member's balance with a refresh button; spins while the balance query fetches. */
export function HeaderBalance() {
  const t = useTranslations('header');
  const locale = useLocale();
  const { data: balance, isFetching: refreshing, refetch } = useWalletBalance();
  const currency = useUserStore((s) => s.data?.currency ?? '');
  const decimals = useAppStore((s) => s.countries.find((c) => c.currency === currency)?.input_decimal ?? 2);
  return (
    <div className={styles.balance} aria-live="polite">
      <small>{currency}</small>
      <strong data-testid="balance">{balance ? formatMoney(balance.balance, locale, decimals) : '—'}</strong>
      <button
        type="button"
        className={styles.iconButton}
        style={{ width: 30, height: 30, border: 0 }}
        aria-label={t('refresh_balance')}
        disabled={refreshing}
        onClick={() => void refetch()}
      >
        <i className={`pi pi-refresh ${refreshing ? styles.spin : ''}`} aria-hidden />
      </button>
    </div>
  );
}
