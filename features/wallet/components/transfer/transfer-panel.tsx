'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SelectField, formStyles, useValidationTranslate } from '@/components/form';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useToast } from '@/components/providers/toast-provider';
import type { WalletSettingsData } from '../../api';
import { useWalletBalance } from '../../balance';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { payloadAmount, smallestAmount, truncateAmount } from '../../amount';
import { useMoneyMutation } from '../../money-api';
import { destinationsFor, fixDestination, MAIN_WALLET, transferWallets } from '../../transfer-wallets';
import { useServerMessage } from '../../use-server-message';
import { usePatchWalletSettings } from '../../refresh-wallet';
import { AmountField } from '../fields/amount-field';
import { FormError } from '../fields/form-error';
import { Notice } from '../notice';
import { SectionState } from '../section-state';
import styles from '../wallet.module.css';
import { IncomingTransferDialog, type IncomingTransfer } from './incoming-transfer-dialog';
import { WalletBalances } from './wallet-balances';

type Values = { from: string; to: string; amount: string };

/** Waits for the main balance (the balance query), which the form's limits and the wallet list need. */
export function TransferPanel({ settings }: { settings: WalletSettingsData }) {
  const balance = useWalletBalance();
  if (!balance.data) return <SectionState query={balance} />;
  return <TransferForm settings={settings} mainBalance={balance.data.balance} />;
}

/** Between the main wallet and a transfer-type provider's wallet, either way; "All" takes the whole source balance. */
function TransferForm({ settings, mainBalance }: { settings: WalletSettingsData; mainBalance: string }) {
  const t = useTranslations('wallet');
  const translate = useValidationTranslate();
  const toast = useToast();
  const message = useServerMessage();
  const money = useCurrencyAmount(settings.currency);
  const patch = usePatchWalletSettings();
  const transfer = useMoneyMutation('wallet/transfer');
  const [formError, setFormError] = useState<string | null>(null);
  const [incoming, setIncoming] = useState<IncomingTransfer | null>(null);
  const wallets = transferWallets(mainBalance, settings.providerWallets, t('main_wallet'));
  // The source lives in state too: the amount's max is that wallet's balance, so the rules follow it.
  const [from, setFrom] = useState(MAIN_WALLET);
  // Read from the props, not from `wallets` (rebuilt each render), so the memo below holds.
  const sourceBalance = from === MAIN_WALLET ? mainBalance : (settings.providerWallets.find((w) => w.providerId === from)?.balance ?? '0');
  const schema = useMemo<FormSchema<Values>>(
    () => ({
      from: { required: true },
      to: { required: true },
      amount: { required: true, min: smallestAmount(settings.decimals), max: Number(sourceBalance) },
    }),
    [settings.decimals, sourceBalance],
  );
  const { control, register, handleSubmit, setValue, getValues, reset, formState } = useRulesForm<Values>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { from: MAIN_WALLET, to: destinationsFor(MAIN_WALLET, wallets)[0]?.id ?? '', amount: '' },
  });

  if (wallets.length < 2) {
    return (
      <Notice icon="pi-info-circle">
        <p>{t('no_transfer_wallets')}</p>
      </Notice>
    );
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const amount = payloadAmount(values.amount);
    const answer = await transfer.mutateAsync({ from: values.from, to: values.to, amount });
    if (!answer) return;
    if (!answer.status || !answer.output) return setFormError(message(answer.msg, answer.output));
    const name = (id: string) => wallets.find((w) => w.id === id)?.name ?? id;
    // The provider wallets show at once; the main balance follows its query, which the mutation refreshes.
    patch({ providerWallets: answer.output.providerWallets });
    toast({ severity: 'success', summary: t('transfer_success') });
    setIncoming({ amount: money(amount), from: name(values.from), to: name(values.to) });
    reset({ from: values.from, to: values.to, amount: '' });
  });

  const onAll = () => setValue('amount', truncateAmount(sourceBalance, settings.decimals), { shouldValidate: formState.isSubmitted });

  return (
    <>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('transfer')}>
        <div className={styles.pair}>
          <SelectField
            label={t('transfer_from')}
            options={wallets.map((w) => ({ value: w.id, label: `${w.name} (${money(w.balance)})` }))}
            {...register('from', {
              onChange: (e: { target: { value: string } }) => {
                setFrom(e.target.value);
                setValue('to', fixDestination(e.target.value, getValues('to'), wallets));
              },
            })}
          />
          <SelectField
            label={t('transfer_to')}
            options={destinationsFor(from, wallets).map((w) => ({ value: w.id, label: w.name }))}
            {...register('to')}
          />
        </div>
        <AmountField
          control={control}
          name="amount"
          currency={settings.currency}
          decimals={settings.decimals}
          suffix={
            <button type="button" className={styles.allButton} aria-label={t('transfer_all_label')} onClick={onAll}>
              {t('transfer_all')}
            </button>
          }
        />
        <FormError message={formError} />
        <button type="submit" className={formStyles.submit} disabled={transfer.isPending || formState.isSubmitting}>
          {t('transfer_submit')}
        </button>
      </form>
      <WalletBalances wallets={wallets} money={money} />
      {incoming ? <IncomingTransferDialog transfer={incoming} onClose={() => setIncoming(null)} /> : null}
    </>
  );
}
