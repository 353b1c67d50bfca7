'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useAppStore, useProfileLoading, useStoreApis, useUserStore } from '@/components/providers/store-provider';
import { usePageCurrency } from '@/components/providers/use-page-currency';
import styles from '@/components/layout/layout.module.css';
import { useWalletBalance } from '../balance';
import { formatMoney } from '../format-money';

/**
 * The member's balance with a refresh button; spins while the balance query fetches. The server
 * renders it without the member's data: the currency is the page's (the member's own, usePageCurrency),
 * the amount a dash until the balance loads; if the profile could not load, the button asks again.
 */
export function HeaderBalance() {
  const t = useTranslations('header');
  const locale = useLocale();
  const { user } = useStoreApis();
  const { data: balance, isFetching: refreshing, refetch } = useWalletBalance();
  const currency = usePageCurrency();
  const loading = useProfileLoading();
  const profileFailed = useUserStore((s) => s.profileFailed);
  const decimals = useAppStore((s) => s.countries.find((c) => c.currency === currency)?.input_decimal ?? 2);
  return (
    <div className={styles.balance} aria-live="polite" aria-busy={loading}>
      <small>{currency}</small>
      <strong data-testid="balance">{balance ? formatMoney(balance.balance, locale, decimals) : '—'}</strong>
      <button
        type="button"
        className={styles.iconButton}
        style={{ width: 30, height: 30, border: 0 }}
        aria-label={t('refresh_balance')}
        disabled={refreshing}
        onClick={() => (profileFailed ? user.getState().retryProfile() : void refetch())}
      >
        <i className={`pi pi-refresh ${refreshing ? styles.spin : ''}`} aria-hidden />
      </button>
    </div>
  );
}
