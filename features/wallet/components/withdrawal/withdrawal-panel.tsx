'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import type { WalletRequest } from '@/lib/contracts/wallet';
import type { WalletSettingsData } from '../../api';
import { formStyles } from '@/components/form';
import { WithdrawalVerificationNotice } from '@/features/verification/dialogs';
import { Notice } from '../notice';
import { PendingWithdrawals } from './pending-withdrawals';
import { PinForm } from './pin-form';
import { WithdrawForm } from './withdraw-form';

/** Withdrawal needs a bound bank and a PIN first; each missing step is offered right here. */
export function WithdrawalPanel({ settings }: { settings: WalletSettingsData }) {
  const t = useTranslations('wallet');
  const format = useFormatter();
  const { showDialog } = useQueryDialog();
  // The clock is read once per mount: a lock that runs out while the tab is open is refused by the server anyway.
  const [openedAt] = useState(Date.now);
  const [requested, setRequested] = useState<WalletRequest | null>(null);
  const lockedUntil = settings.pinLockedUntil ? new Date(settings.pinLockedUntil) : null;
  const locked = lockedUntil !== null && lockedUntil.getTime() > openedAt;

  let step;
  if (settings.bankAccounts.length === 0) {
    step = (
      <Notice icon="pi-building-columns" title={t('need_bank')}>
        <button type="button" className={formStyles.submit} style={{ marginTop: 10, padding: '0 18px' }} onClick={() => showDialog('bank')}>
          {t('go_bank')}
        </button>
      </Notice>
    );
  } else if (!settings.hasPin) {
    step = (
      <>
        <Notice icon="pi-lock">
          <p>{t('need_pin')}</p>
        </Notice>
        <PinForm hasPin={false} />
      </>
    );
  } else {
    step = (
      <>
        {locked ? (
          <Notice icon="pi-lock">
            <p>{t('pin_locked_until', { time: format.dateTime(lockedUntil, { timeStyle: 'short', dateStyle: 'medium' }) })}</p>
          </Notice>
        ) : null}
        <WithdrawForm settings={settings} requested={requested} onRequested={setRequested} />
      </>
    );
  }
  return (
    <>
      <WithdrawalVerificationNotice />
      {step}
      <PendingWithdrawals
        currency={settings.currency}
        onCancelled={(id) => setRequested((current) => (current?.id === id ? null : current))}
      />
    </>
  );
}
