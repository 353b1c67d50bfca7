'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SelectField, formStyles, useValidationTranslate } from '@/components/form';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useToast } from '@/components/providers/toast-provider';
import type { WalletRequest } from '@/lib/contracts/wallet';
import type { WalletSettingsData } from '../../api';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { amountRules, payloadAmount } from '../../amount';
import { useMoneyMutation } from '../../money-api';
import { useServerMessage } from '../../use-server-message';
import { AmountField } from '../fields/amount-field';
import { FormError } from '../fields/form-error';
import { Notice } from '../notice';
import styles from '../wallet.module.css';
import { OperatorBankCard } from './operator-bank-card';
import { PromotionChoice, useDepositPromotion, withPromoMinimum } from './promotion-choice';
import { ReceiptField } from './receipt-field';

type Values = { operatorBankId: string; amount: string; receiptKey: string; promotionId: string };

/** Bank transfer: pay into one of our accounts, upload the slip, and wait for the operator's approval. */
export function BankDepositForm({ settings }: { settings: WalletSettingsData }) {
  const t = useTranslations('wallet');
  const translate = useValidationTranslate();
  const toast = useToast();
  const message = useServerMessage();
  const money = useCurrencyAmount(settings.currency);
  const deposit = useMoneyMutation('wallet/deposit');
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<WalletRequest | null>(null);
  // The uploader keeps its own state; remounting it (new key) clears it for the next deposit.
  const [round, setRound] = useState(0);
  const [promotionId, setPromotionId] = useState('');
  const promotion = useDepositPromotion(settings.currency, promotionId);
  const schema = useMemo<FormSchema<Values>>(
    () => ({
      operatorBankId: { required: true },
      amount: withPromoMinimum(amountRules(settings.deposit.min, settings.deposit.max), promotion.minDeposit),
      receiptKey: { required: true },
    }),
    [settings.deposit.min, settings.deposit.max, promotion.minDeposit],
  );
  const { control, register, handleSubmit, reset, setValue, watch, formState } = useRulesForm<Values>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { operatorBankId: String(settings.operatorBanks[0]?.id ?? ''), amount: '', receiptKey: '', promotionId: '' },
  });
  const bank = settings.operatorBanks.find((b) => String(b.id) === watch('operatorBankId'));

  const submit = handleSubmit(async ({ operatorBankId, amount, receiptKey }) => {
    setFormError(null);
    const answer = await deposit.mutateAsync({
      method: 'bank',
      operatorBankId: Number(operatorBankId),
      amount: payloadAmount(amount),
      receiptKey,
      ...(promotion.chosen ? { promotionId: promotion.chosen.promotion.promotionId } : {}),
    });
    if (!answer) return;
    if (!answer.status || !answer.output) return setFormError(message(answer.msg, answer.output));
    // Pending is not success: an info toast, like the clock notice below it.
    toast({ severity: 'info', summary: t('pending_title') });
    setPending(answer.output);
  });

  if (pending) {
    return (
      <>
        <Notice icon="pi-clock" title={t('pending_title')}>
          <p>{t('deposit_pending', { id: pending.id, amount: money(pending.amount) })}</p>
        </Notice>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setPending(null);
            setPromotionId('');
            reset();
            setRound((n) => n + 1);
          }}
        >
          {t('another_deposit')}
        </button>
      </>
    );
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('method_bank')}>
      <SelectField
        label={t('operator_bank')}
        options={settings.operatorBanks.map((b) => ({ value: String(b.id), label: `${b.bankName} · ${b.accountNumber}` }))}
        {...register('operatorBankId')}
      />
      {bank ? <OperatorBankCard bank={bank} /> : null}
      <PromotionChoice
        currency={settings.currency}
        choices={promotion.choices}
        chosen={promotion.chosen}
        failed={promotion.failed}
        onRetry={promotion.retry}
        field={register('promotionId', { onChange: (e: { target: { value: string } }) => setPromotionId(e.target.value) })}
      />
      <AmountField control={control} name="amount" currency={settings.currency} decimals={settings.decimals} limits={settings.deposit} />
      {/* registered so the receipt's required rule takes part in validation like any input */}
      <input type="hidden" {...register('receiptKey')} />
      <ReceiptField
        key={round}
        error={formState.errors.receiptKey ? t('receipt_required') : undefined}
        onUploaded={(key) => setValue('receiptKey', key ?? '', { shouldValidate: formState.isSubmitted })}
      />
      <FormError message={formError} />
      <button type="submit" className={formStyles.submit} disabled={deposit.isPending || formState.isSubmitting}>
        {t('bank_deposit_submit')}
      </button>
    </form>
  );
}
