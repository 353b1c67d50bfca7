'use client';

import { useWalletSettings } from '../../api';
import { BankPanel } from '../bank/bank-panel';
import { SectionState } from '../section-state';

/** The account page's bank accounts: the wallet's Bank tab, outside the dialog. */
export function BankManager() {
  const settings = useWalletSettings({ fresh: true });
  if (!settings.data) return <SectionState query={settings} />;
  return <BankPanel accounts={settings.data.bankAccounts} />;
}
