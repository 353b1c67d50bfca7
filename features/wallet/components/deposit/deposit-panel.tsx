'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { WalletSettingsData } from '../../api';
import { MethodTabs } from '../method-tabs';
import { Notice } from '../notice';
import { BankDepositForm } from './bank-deposit-form';
import { GatewayDepositForm } from './gateway-deposit-form';

type Method = 'gateway' | 'bank';

/** Deposit: online payment (credited at once) or a bank transfer (waits for approval); only methods the currency has. */
export function DepositPanel({ settings }: { settings: WalletSettingsData }) {
  const t = useTranslations('wallet');
  const methods: { value: Method; label: string }[] = [];
  if (settings.gateways.length > 0) methods.push({ value: 'gateway', label: t('method_gateway') });
  if (settings.operatorBanks.length > 0) methods.push({ value: 'bank', label: t('method_bank') });
  const [chosen, setChosen] = useState<Method | null>(null);
  const method = methods.find((m) => m.value === chosen)?.value ?? methods[0]?.value;
  if (!method)
    return (
      <Notice icon="pi-info-circle">
        <p>{t('no_methods')}</p>
      </Notice>
    );
  return (
    <>
      <MethodTabs label={t('deposit_method')} options={methods} value={method} onChange={setChosen} />
      {method === 'gateway' ? <GatewayDepositForm settings={settings} /> : <BankDepositForm settings={settings} />}
    </>
  );
}
