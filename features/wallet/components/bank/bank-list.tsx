'use client';

import { useTranslations } from 'next-intl';
import type { WalletSettingsData } from '../../api';
import { maskAccountNumber } from '../../mask';
import styles from '../wallet.module.css';

/** The member's bound accounts (withdrawals are paid to one of them). */
export function BankList({ accounts }: { accounts: WalletSettingsData['bankAccounts'] }) {
  const t = useTranslations('wallet');
  if (accounts.length === 0) return <p className={styles.muted}>{t('no_bank_accounts')}</p>;
  return (
    <ul className={styles.list} aria-label={t('bank_accounts')}>
      {accounts.map((a) => (
        <li key={a.id} className={styles.listItem}>
          <div>
            <strong>{a.bankName}</strong>
            <small>{a.accountName}</small>
          </div>
          <span className={styles.amount}>{maskAccountNumber(a.accountNumber)}</span>
        </li>
      ))}
    </ul>
  );
}
