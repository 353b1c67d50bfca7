'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles, useValidationTranslate, PasswordField, TextField } from '@/components/form';
import { useToast } from '@/components/providers/toast-provider';
import { useSecurityOverview } from '@/features/security';
import { serverMessage } from '@/features/wallet';
import { blockSpaceKey } from '@/lib/input-filters';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { useChangePasswordMutation } from '../api';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/contracts/credential-limits';

type Values = { currentPassword: string; password: string; confirmPassword: string };

/** The registration rules for the new password, which must also differ from the current one. */
const schema: FormSchema<Values> = {
  currentPassword: { required: true },
  password: { required: true, minlength: PASSWORD_MIN, maxlength: PASSWORD_MAX, passwordcond: true, notequalto: 'currentPassword' },
  confirmPassword: { required: true, equalto: 'password' },
};

export function ChangePasswordForm() {
  const t = useTranslations('account');
  const tSecurity = useTranslations('security');
  const tAll = useTranslations();
  const translate = useValidationTranslate();
  const toast = useToast();
  const change = useChangePasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useRulesForm<Values>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  // With two-step sign-in on, a code too (or a recovery code); asked from the start, or when the answer says so.
  const twoFactorOn = useSecurityOverview().data?.twoFactor.enabled === true;
  const [codeAsked, setCodeAsked] = useState(false);
  const [code, setCode] = useState('');
  const askCode = twoFactorOn || codeAsked;

  const submit = handleSubmit(async ({ currentPassword, password }) => {
    setFormError(null);
    const answer = await change.mutateAsync({ currentPassword, password, ...(askCode && code.trim() ? { code: code.trim() } : {}) });
    if (!answer) return;
    if (!answer.status) {
      if (answer.msg === 'two_factor_required' || answer.msg === 'two_factor_invalid') setCodeAsked(true);
      if (answer.msg === 'two_factor_invalid') setCode('');
      return setFormError(serverMessage(tAll, answer.msg, { namespaces: ['account', 'security', 'wallet', 'common'] }));
    }
    toast({ severity: 'success', summary: t('password_changed') });
    setCode('');
    reset();
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('change_password')}>
      <PasswordField
        label={t('current_password')}
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('new_password')}
        hint={t('password_hint')}
        autoComplete="new-password"
        onKeyDown={blockSpaceKey}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('confirm_password')}
        autoComplete="new-password"
        onKeyDown={blockSpaceKey}
        error={formState.errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {askCode ? (
        <TextField
          label={tSecurity('password_code_label')}
          hint={tSecurity('password_code_hint')}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : null}
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={change.isPending || formState.isSubmitting}>
        {t('change_password_submit')}
      </button>
    </form>
  );
}
