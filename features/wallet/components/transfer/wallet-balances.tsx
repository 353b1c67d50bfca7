'use client';

import { useTranslations } from 'next-intl';
import type { TransferWallet } from '../../transfer-wallets';
import styles from '../wallet.module.css';

/** Every wallet's balance, so the member sees the result of a transfer in place. */
export function WalletBalances({ wallets, money }: { wallets: TransferWallet[]; money: (amount: string) => string }) {
  const t = useTranslations('wallet');
  return (
    <section aria-labelledby="wallet-balances">
      <h3 id="wallet-balances" className={styles.sectionTitle}>
        {t('wallet_balances')}
      </h3>
      <ul className={styles.list}>
        {wallets.map((w) => (
          <li key={w.id} className={styles.listItem} data-testid={`wallet-${w.id}`}>
            <span>{w.name}</span>
            <span className={styles.amount}>{money(w.balance)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
