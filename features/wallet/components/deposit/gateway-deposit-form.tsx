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
import { useWalletBalance } from '../../balance';
import { useMoneyMutation } from '../../money-api';
import { useServerMessage } from '../../use-server-message';
import { AmountField } from '../fields/amount-field';
import { FormError } from '../fields/form-error';
import { Notice } from '../notice';
import styles from '../wallet.module.css';
import { GatewayPending } from './gateway-pending';
import { PromotionChoice, useDepositPromotion, withPromoMinimum } from './promotion-choice';

type Values = { gatewayId: string; amount: string; promotionId: string };

/**
 * Online payment. An instant gateway credits at once, so the answer carries the new balance; an
 * asynchronous one answers a pending request, credited when the gateway confirms it.
 */
export function GatewayDepositForm({ settings }: { settings: WalletSettingsData }) {
  const t = useTranslations('wallet');
  const translate = useValidationTranslate();
  const toast = useToast();
  const message = useServerMessage();
  const money = useCurrencyAmount(settings.currency);
  const deposit = useMoneyMutation('wallet/deposit');
  const [formError, setFormError] = useState<string | null>(null);
  const [credited, setCredited] = useState<WalletRequest | null>(null);
  // The balance the wallet and the header show (bonus money included), refreshed by the deposit.
  const wallet = useWalletBalance();
  const [gatewayName, setGatewayName] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const promotion = useDepositPromotion(settings.currency, promotionId);
  const schema = useMemo<FormSchema<Values>>(
    () => ({
      gatewayId: { required: true },
      amount: withPromoMinimum(amountRules(settings.deposit.min, settings.deposit.max), promotion.minDeposit),
    }),
    [settings.deposit.min, settings.deposit.max, promotion.minDeposit],
  );
  const { control, register, handleSubmit, reset, formState } = useRulesForm<Values>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { gatewayId: settings.gateways[0]?.id ?? '', amount: '', promotionId: '' },
  });

  const submit = handleSubmit(async ({ gatewayId, amount }) => {
    setFormError(null);
    const chosen = promotion.chosen?.promotion.promotionId;
    const answer = await deposit.mutateAsync({
      method: 'gateway',
      gatewayId,
      amount: payloadAmount(amount),
      ...(chosen ? { promotionId: chosen } : {}),
    });
    if (!answer) return; // throttled: the client already toasted
    if (!answer.status || !answer.output) return setFormError(message(answer.msg, answer.output));
    const request = answer.output;
    // The mutation refreshes the balance query; the notice shows the balance this deposit left.
    if (request.status === 'approved') toast({ severity: 'success', summary: t('deposit_success', { amount: money(request.amount) }) });
    setGatewayName(settings.gateways.find((g) => g.id === gatewayId)?.name ?? gatewayId);
    setCredited(request);
  });

  if (credited) {
    return (
      <>
        {credited.status === 'pending' ? (
          <GatewayPending request={credited} gateway={gatewayName} amount={money(credited.amount)} />
        ) : (
          <Notice icon="pi-check-circle" tone="success" title={t('deposit_success', { amount: money(credited.amount) })}>
            <p data-testid="deposit-new-balance">
              {t('new_balance', { balance: wallet.data && !wallet.isFetching ? money(wallet.data.balance) : '…' })}
            </p>
          </Notice>
        )}
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setCredited(null);
            setPromotionId('');
            reset();
          }}
        >
          {t('another_deposit')}
        </button>
      </>
    );
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('method_gateway')}>
      <SelectField
        label={t('gateway')}
        options={settings.gateways.map((g) => ({ value: g.id, label: g.name }))}
        {...register('gatewayId')}
      />
      <PromotionChoice
        currency={settings.currency}
        choices={promotion.choices}
        chosen={promotion.chosen}
        failed={promotion.failed}
        onRetry={promotion.retry}
        field={register('promotionId', { onChange: (e: { target: { value: string } }) => setPromotionId(e.target.value) })}
      />
      <AmountField control={control} name="amount" currency={settings.currency} decimals={settings.decimals} limits={settings.deposit} />
      <FormError message={formError} />
      <button type="submit" className={formStyles.submit} disabled={deposit.isPending || formState.isSubmitting}>
        {t('deposit_submit')}
      </button>
    </form>
  );
}
