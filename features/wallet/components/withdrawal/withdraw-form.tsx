'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SelectField, formStyles, useValidationTranslate } from '@/components/form';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useToast } from '@/components/providers/toast-provider';
import type { WalletRequest } from '@/lib/contracts/wallet';
import type { WalletSettingsData } from '../../api';
import { PIN_LENGTH } from '@/lib/input-filters';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { amountRules, payloadAmount } from '../../amount';
import { maskAccountNumber } from '../../mask';
import { useMoneyMutation } from '../../money-api';
import { useServerMessage } from '../../use-server-message';
import { useRefreshWallet } from '../../refresh-wallet';
import { AmountField } from '../fields/amount-field';
import { FormError } from '../fields/form-error';
import { PinField } from '../fields/pin-field';
import { Notice } from '../notice';

type Values = { bankAccountId: string; amount: string; pin: string };

// PrimeReact's dialog loads when a withdrawal would forfeit a bonus, not with the form.
const ConfirmDialog = dynamic(() => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

/** The platform's answer while a bonus is active: the member must accept losing its money first. */
const FORFEIT_REQUIRED = 'bonus_forfeit_confirmation_required';

/** The bonus money a withdrawal would forfeit, from a refusal's output `{ forfeit }`. */
function forfeitOf(output: unknown): string | null {
  const forfeit = output && typeof output === 'object' ? (output as { forfeit?: unknown }).forfeit : undefined;
  return typeof forfeit === 'string' || typeof forfeit === 'number' ? String(forfeit) : null;
}

/**
 * Bank, amount and PIN; the amount is held until the operator approves or rejects it.
 * The panel owns the last request, as cancelling it (in the pending list) retires its notice.
 */
export function WithdrawForm({
  settings,
  requested,
  onRequested,
}: {
  settings: WalletSettingsData;
  requested: WalletRequest | null;
  onRequested: (request: WalletRequest) => void;
}) {
  const t = useTranslations('wallet');
  const tPromotions = useTranslations('promotions');
  const tCommon = useTranslations('common');
  const translate = useValidationTranslate();
  const toast = useToast();
  const message = useServerMessage();
  const money = useCurrencyAmount(settings.currency);
  const refresh = useRefreshWallet();
  const withdraw = useMoneyMutation('wallet/withdraw');
  const [formError, setFormError] = useState<string | null>(null);
  /** A withdrawal waiting for the member to accept the bonus money it forfeits. */
  const [forfeit, setForfeit] = useState<{ values: Values; amount: string } | null>(null);
  const schema = useMemo<FormSchema<Values>>(
    () => ({
      bankAccountId: { required: true },
      amount: amountRules(settings.withdrawal.min, settings.withdrawal.max),
      pin: { required: true, minlength: PIN_LENGTH, maxlength: PIN_LENGTH },
    }),
    [settings.withdrawal.min, settings.withdrawal.max],
  );
  const { control, register, handleSubmit, reset, setValue, formState } = useRulesForm<Values>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { bankAccountId: String(settings.bankAccounts[0]?.id ?? ''), amount: '', pin: '' },
  });

  const send = async (values: Values, acceptBonusForfeit: boolean) => {
    const { bankAccountId, amount, pin } = values;
    setFormError(null);
    const answer = await withdraw.mutateAsync({
      bankAccountId: Number(bankAccountId),
      amount: payloadAmount(amount),
      pin,
      ...(acceptBonusForfeit ? { acceptBonusForfeit: true } : {}),
    });
    if (!answer) return;
    const lost = answer.msg === FORFEIT_REQUIRED ? forfeitOf(answer.output) : null;
    if (!answer.status && lost !== null && !acceptBonusForfeit) return setForfeit({ values, amount: lost });
    setForfeit(null);
    if (!answer.status || !answer.output) {
      // A wrong PIN is retyped, not corrected: clear it. A lock shows up in the settings.
      if (answer.msg === 'pin_incorrect' || answer.msg === 'pin_locked') setValue('pin', '');
      if (answer.msg === 'pin_locked') void refresh();
      return setFormError(message(answer.msg, answer.output));
    }
    // The mutation refreshes the balance (the amount is held at once), the bonus and the pending list.
    // Pending is not success: an info toast, like the clock notice below it.
    toast({ severity: 'info', summary: t('pending_title') });
    onRequested(answer.output);
    reset({ bankAccountId, amount: '', pin: '' });
  };

  const submit = handleSubmit((values) => send(values, false));

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('withdrawal')}>
      {requested ? (
        <Notice icon="pi-clock" title={t('pending_title')}>
          <p>{t('withdraw_pending', { id: requested.id, amount: money(requested.amount) })}</p>
        </Notice>
      ) : null}
      <SelectField
        label={t('withdraw_bank')}
        options={settings.bankAccounts.map((b) => ({
          value: String(b.id),
          label: `${b.bankName} · ${maskAccountNumber(b.accountNumber)} · ${b.accountName}`,
        }))}
        {...register('bankAccountId')}
      />
      <AmountField control={control} name="amount" currency={settings.currency} decimals={settings.decimals} limits={settings.withdrawal} />
      <PinField control={control} name="pin" label={t('pin')} autoComplete="current-password" />
      <FormError message={formError} />
      <button type="submit" className={formStyles.submit} disabled={withdraw.isPending || formState.isSubmitting}>
        {t('withdraw_submit')}
      </button>
      {forfeit ? (
        <ConfirmDialog
          title={tPromotions('forfeit_title')}
          confirmLabel={tPromotions('forfeit_confirm')}
          cancelLabel={tCommon('cancel')}
          busy={withdraw.isPending}
          onCancel={() => setForfeit(null)}
          onConfirm={() => void send(forfeit.values, true)}
        >
          <p>{tPromotions('forfeit_text', { amount: money(forfeit.amount) })}</p>
          <p>{tPromotions('forfeit_keeps')}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
