'use client';

import { useLocale, useTranslations } from 'next-intl';
import { shownDecimals } from '@/lib/format-money';
import { usePageCurrency } from '@/components/providers/use-page-currency';
import styles from '@/components/layout/layout.module.css';
import { formatMoney, gameWalletBalance, HeaderBalance, useWalletBalance } from '@/features/wallet';
import { useTransferGame } from '../transfer-game';

/**
 * The play bar's money: with a transfer-type game on screen, that game's own wallet (what the game
 * plays with) beside the main balance; otherwise the main balance with whatever sits "in game".
 */
export function PlayBalances() {
  const game = useTransferGame();
  const t = useTranslations('header');
  const locale = useLocale();
  const { data: balance } = useWalletBalance();
  const currency = usePageCurrency();
  const decimals = shownDecimals(currency);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      {game ? (
        <div className={styles.balance} aria-live="polite">
          <small>{t('game_wallet')}</small>
          <strong data-testid="game-wallet-balance">
            {balance ? formatMoney(gameWalletBalance(balance, game.providerId), locale, decimals) : '—'}
          </strong>
        </div>
      ) : null}
      <HeaderBalance showInGame={!game} />
    </div>
  );
}
