'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { formStyles, useValidationTranslate } from '@/components/form';
import { useToast } from '@/components/providers/toast-provider';
import { PIN_LENGTH } from '@/lib/input-filters';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { useMemberMutation } from '../../money-api';
import { useServerMessage } from '../../use-server-message';
import { usePatchWalletSettings, useRefreshWallet } from '../../refresh-wallet';
import { FormError } from '../fields/form-error';
import { PinField } from '../fields/pin-field';
import styles from '../wallet.module.css';

type Values = { currentPin: string; pin: string; confirmPin: string };

const pinRules = { required: true, minlength: PIN_LENGTH, maxlength: PIN_LENGTH } as const;

/** Sets the withdrawal PIN (6 digits, twice), or changes it when one exists (then the current PIN too). */
export function PinForm({ hasPin }: { hasPin: boolean }) {
  const t = useTranslations('wallet');
  const translate = useValidationTranslate();
  const toast = useToast();
  const message = useServerMessage();
  const patch = usePatchWalletSettings();
  const refresh = useRefreshWallet();
  const pinSet = useMemberMutation('member/pin-set');
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo<FormSchema<Values>>(
    () => ({
      ...(hasPin ? { currentPin: pinRules } : {}),
      pin: pinRules,
      confirmPin: { ...pinRules, equalto: 'pin' },
    }),
    [hasPin],
  );
  const { control, handleSubmit, reset, formState } = useRulesForm<Values>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { currentPin: '', pin: '', confirmPin: '' },
  });

  const submit = handleSubmit(async ({ currentPin, pin, confirmPin }) => {
    setFormError(null);
    const answer = await pinSet.mutateAsync(hasPin ? { pin, confirmPin, currentPin } : { pin, confirmPin });
    if (!answer) return;
    if (!answer.status) return setFormError(message(answer.msg, answer.output));
    toast({ severity: 'success', summary: hasPin ? t('pin_changed') : t('pin_set_success') });
    reset();
    patch({ hasPin: true, pinLockedUntil: null });
    void refresh();
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={hasPin ? t('pin_change_submit') : t('pin_set_submit')}>
      {hasPin ? <PinField control={control} name="currentPin" label={t('pin_current')} autoComplete="current-password" /> : null}
      <div className={styles.pair}>
        <PinField control={control} name="pin" label={t('pin_new')} hint={t('pin_hint')} autoComplete="new-password" />
        <PinField control={control} name="confirmPin" label={t('pin_confirm')} autoComplete="new-password" />
      </div>
      <FormError message={formError} />
      <button type="submit" className={formStyles.submit} disabled={pinSet.isPending || formState.isSubmitting}>
        {hasPin ? t('pin_change_submit') : t('pin_set_submit')}
      </button>
    </form>
  );
}
