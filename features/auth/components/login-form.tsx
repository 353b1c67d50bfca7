'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField, formStyles, useValidationTranslate, PasswordField } from '@/components/form';
import { useToast } from '@/components/providers/toast-provider';
import type { LoginInput } from '@/lib/contracts/auth';
import { blockSpaceKey } from '@/lib/input-filters';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { useLoginMutation } from '../api';
import { useSessionActions } from '../use-session-actions';
import { serverMessage } from '../server-message';

const schema: FormSchema<LoginInput> = { username: { required: true }, password: { required: true } };

export function LoginForm({ onSwitchToRegister, onForgotPassword }: { onSwitchToRegister: () => void; onForgotPassword: () => void }) {
  const t = useTranslations('auth');
  const translate = useValidationTranslate();
  const tMessages = useTranslations();
  const toast = useToast();
  const login = useLoginMutation();
  const { onLoggedIn } = useSessionActions();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useRulesForm<LoginInput>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const answer = await login.mutateAsync(values);
    if (!answer) return; // throttled: the client already showed too_many_requests
    if (answer.status && answer.output) {
      toast({ severity: 'success', summary: t('login_success', { name: answer.output.username }) });
      onLoggedIn(answer.output);
      return;
    }
    setFormError(serverMessage(tMessages, answer.msg));
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('login_title')}>
      <TextField
        label={t('username')}
        autoComplete="username"
        onKeyDown={blockSpaceKey}
        error={formState.errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <p className={formStyles.switchLine} style={{ margin: 0, textAlign: 'right' }}>
        <button type="button" onClick={onForgotPassword}>
          {t('forgot_link')}
        </button>
      </p>
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={login.isPending}>
        {t('login_submit')}
      </button>
      <p className={formStyles.switchLine}>
        {t('no_account')}{' '}
        <button type="button" onClick={onSwitchToRegister}>
          {t('go_register')}
        </button>
      </p>
    </form>
  );
}
