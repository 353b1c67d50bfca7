'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useProfileLoading, useStoreApis, useUserStore } from '@/components/providers/store-provider';
import { usePageCurrency } from '@/components/providers/use-page-currency';
import styles from '@/components/layout/layout.module.css';
import { useWalletBalance } from '../balance';
import { formatMoney } from '../format-money';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import { shownDecimals } from '@/lib/format-money';
import { inGameTotal } from '../in-game';
import inGameStyles from './in-game.module.css';

/**
 * The member's balance with a refresh button; spins while the balance query fetches. The server
 * renders it without the member's data: the currency is the page's (the member's own, usePageCurrency),
 * the amount a dash until the balance loads; if the profile could not load, the button asks again.
 * Money a transfer-type game's wallet holds shows under it as "in game" (unless `showInGame` is
 * off: the play bar shows that game's wallet itself), so it never looks lost.
 */
export function HeaderBalance({ showInGame = true }: { showInGame?: boolean }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const { user } = useStoreApis();
  const { data: balance, isFetching: refreshing, refetch } = useWalletBalance();
  const currency = usePageCurrency();
  const loading = useProfileLoading();
  const profileFailed = useUserStore((s) => s.profileFailed);
  const decimals = shownDecimals(currency);
  // The answer's minor units are the ledger's (the currency's ISO digits), not the display setting.
  const inGame = showInGame && currency ? inGameTotal(balance, minorUnitsOf(currency)) : null;
  return (
    <div className={`${styles.balance} ${inGame ? inGameStyles.stacked : ''}`} aria-live="polite" aria-busy={loading}>
      <small>{currency}</small>
      <strong data-testid="balance">{balance ? formatMoney(balance.balance, locale, decimals) : '—'}</strong>
      {inGame ? (
        <small className={inGameStyles.inGame} data-testid="in-game">
          {t('in_game', { amount: formatMoney(inGame, locale, decimals) })}
        </small>
      ) : null}
      <button
        type="button"
        className={`${styles.iconButton} ${styles.refresh}`}
        aria-label={t('refresh_balance')}
        disabled={refreshing}
        onClick={() => (profileFailed ? user.getState().retryProfile() : void refetch())}
      >
        <i className={`pi pi-refresh ${refreshing ? styles.spin : ''}`} aria-hidden />
      </button>
    </div>
  );
}
