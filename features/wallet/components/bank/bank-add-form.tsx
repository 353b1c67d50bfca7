'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles, useValidationTranslate } from '@/components/form';
import { useToast } from '@/components/providers/toast-provider';
import { blockSpaceKey, nameInput } from '@/lib/input-filters';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { useMemberMutation } from '../../money-api';
import { useServerMessage } from '../../use-server-message';
import { usePatchWalletSettings, useRefreshWallet } from '../../refresh-wallet';
import { FilteredField } from '../fields/filtered-field';
import { FormError } from '../fields/form-error';

type Values = { bankName: string; accountName: string; accountNumber: string };

/** The contract's bounds (bankAddInput), checked here first so the member gets them without a round trip. */
const schema: FormSchema<Values> = {
  bankName: { required: true, minlength: 2, maxlength: 60 },
  accountName: { required: true, minlength: 2, maxlength: 80 },
  accountNumber: { required: true, minlength: 6, maxlength: 20 },
};

const ACCOUNT_NUMBER_MAX = 20;
const accountNumberInput = (raw: string) => raw.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_MAX);

/** Binds a bank account: bank, holder's name (special characters stripped) and the account number (digits). */
export function BankAddForm() {
  const t = useTranslations('wallet');
  const translate = useValidationTranslate();
  const toast = useToast();
  const message = useServerMessage();
  const patch = usePatchWalletSettings();
  const refresh = useRefreshWallet();
  const add = useMemberMutation('member/bank-add');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useRulesForm<Values>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { bankName: '', accountName: '', accountNumber: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const answer = await add.mutateAsync(values);
    if (!answer) return;
    if (!answer.status || !answer.output) return setFormError(message(answer.msg, answer.output));
    toast({ severity: 'success', summary: t('bank_added') });
    patch({ bankAccounts: answer.output });
    reset();
    void refresh();
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('add_bank')}>
      <FilteredField control={control} name="bankName" filter={(raw) => raw} label={t('bank_name')} autoComplete="off" maxLength={60} />
      <FilteredField control={control} name="accountName" filter={nameInput} label={t('account_name')} autoComplete="name" maxLength={80} />
      <FilteredField
        control={control}
        name="accountNumber"
        filter={accountNumberInput}
        label={t('account_number')}
        inputMode="numeric"
        autoComplete="off"
        onKeyDown={blockSpaceKey}
      />
      <FormError message={formError} />
      <button type="submit" className={formStyles.submit} disabled={add.isPending || formState.isSubmitting}>
        {t('bank_add_submit')}
      </button>
    </form>
  );
}
