'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog';
import { PasswordField, formStyles, useValidationTranslate } from '@/components/form';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/contracts/credential-limits';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { useResetPasswordMutation } from '../api';
import { serverMessage } from '../server-message';

type Values = { password: string; confirmPassword: string };
// The registration rules: length, a digit, a letter and a symbol; the platform also refuses common passwords.
const schema: FormSchema<Values> = {
  password: { required: true, minlength: PASSWORD_MIN, maxlength: PASSWORD_MAX, passwordcond: true },
  confirmPassword: { required: true, equalto: 'password' },
};

/** ?action=reset-password&token=…: the link from the reset message; a new password ends every session. */
export function ResetPasswordDialog() {
  const t = useTranslations('auth');
  const tAll = useTranslations();
  const translate = useValidationTranslate();
  const { params, closeDialog, showDialog } = useQueryDialog();
  const token = params.get('token') ?? '';
  const reset = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useRulesForm<Values>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    const answer = await reset.mutateAsync({ token, password });
    if (!answer) return;
    if (answer.status) setDone(true);
    else setFormError(serverMessage(tAll, answer.msg));
  });

  return (
    <AppDialog title={t('reset_title')} onClose={closeDialog} width={420}>
      {done ? (
        <div className={formStyles.form} role="status">
          <p style={{ margin: 0 }}>{t('reset_done')}</p>
          <button type="button" className={formStyles.submit} onClick={() => showDialog('login')}>
            {t('back_to_login')}
          </button>
        </div>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('reset_title')}>
          <PasswordField
            label={t('new_password')}
            autoComplete="new-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('confirm_password')}
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          {formError ? (
            <p className={formStyles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <button type="submit" className={formStyles.submit} disabled={reset.isPending}>
            {t('reset_submit')}
          </button>
        </form>
      )}
    </AppDialog>
  );
}
