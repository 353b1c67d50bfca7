'use client';

import { useTranslations } from 'next-intl';
import type { WalletSettingsData } from '../../api';
import styles from '../wallet.module.css';
import { BankAddForm } from './bank-add-form';
import { BankList } from './bank-list';

/** Bound accounts and the form to add one; the wallet's Bank tab and the account page both show it. */
export function BankPanel({ accounts }: { accounts: WalletSettingsData['bankAccounts'] }) {
  const t = useTranslations('wallet');
  return (
    <>
      <BankList accounts={accounts} />
      <h3 className={styles.sectionTitle}>{t('add_bank')}</h3>
      <BankAddForm />
    </>
  );
}
