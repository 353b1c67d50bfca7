'use client';

import type { WalletSettingsData } from '../api';
import type { WalletTarget } from '@/lib/routes';
import { BankPanel } from './bank/bank-panel';
import { DepositPanel } from './deposit/deposit-panel';
import { RebatePanel } from './rebate/rebate-panel';
import { TransferPanel } from './transfer/transfer-panel';
import { WithdrawalPanel } from './withdrawal/withdrawal-panel';

/** The body of one wallet tab. */
export function WalletPanel({ target, settings }: { target: WalletTarget; settings: WalletSettingsData }) {
  switch (target) {
    case 'deposit':
      return <DepositPanel settings={settings} />;
    case 'withdrawal':
      return <WithdrawalPanel settings={settings} />;
    case 'transfer':
      return <TransferPanel settings={settings} />;
    case 'bank':
      return <BankPanel accounts={settings.bankAccounts} />;
    case 'instant':
      return <RebatePanel settings={settings} />;
  }
}
