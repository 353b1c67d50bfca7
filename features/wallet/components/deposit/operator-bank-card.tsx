'use client';

import { useTranslations } from 'next-intl';
import { useToast } from '@/components/providers/toast-provider';
import type { WalletSettingsData } from '../../api';
import styles from '../wallet.module.css';

type OperatorBank = WalletSettingsData['operatorBanks'][number];

/** Where to send the transfer; name and number can be copied, as members paste them into their banking app. */
export function OperatorBankCard({ bank }: { bank: OperatorBank }) {
  const t = useTranslations('wallet');
  const toast = useToast();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ severity: 'success', summary: t('copied') });
    } catch {
      // No clipboard permission (or an http origin): the text stays selectable on screen.
      toast({ severity: 'error', summary: t('copy_failed') });
    }
  };
  const rows: [string, string, boolean][] = [
    [t('bank_name'), bank.bankName, false],
    [t('account_name'), bank.accountName, true],
    [t('account_number'), bank.accountNumber, true],
  ];
  return (
    <div className={styles.card}>
      <dl className={styles.details}>
        {rows.map(([label, value, copyable]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
            {copyable ? (
              <button type="button" className={styles.iconButton} aria-label={t('copy_label', { label })} onClick={() => void copy(value)}>
                <i className="pi pi-copy" aria-hidden />
              </button>
            ) : (
              <span />
            )}
          </div>
        ))}
      </dl>
    </div>
  );
}
