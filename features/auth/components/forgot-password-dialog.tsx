'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog';
import { TextField, formStyles, useValidationTranslate } from '@/components/form';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useApi } from '@/components/providers/api-provider';
import { useAppStore } from '@/components/providers/store-provider';
import { outputOrThrow } from '@/lib/api/output';
import type { ResourceKey } from '@/lib/api/query-keys';
import { FORGOT_PASSWORD_METHODS, type ForgotPasswordMethod } from '@/lib/contracts/forgot-password-methods';
import { blockSpaceKey } from '@/lib/input-filters';
import { segmentCurrency } from '@/lib/language';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { useForgotPasswordMutation } from '../api';
import { serverMessage } from '../server-message';

type Values = { username: string };
const schema: FormSchema<Values> = { username: { required: true } };

/**
 * ?action=forgot-password: the username and a channel the dashboard offers
 * (forgotPasswordSendMethod). The answer is the same whether or not the account exists.
 */
export function ForgotPasswordDialog() {
  const t = useTranslations('auth');
  const tAll = useTranslations();
  const translate = useValidationTranslate();
  const lang = useLocale();
  const api = useApi();
  const { closeDialog, showDialog } = useQueryDialog();
  const countries = useAppStore((s) => s.countries);
  const currency = segmentCurrency(countries, lang);
  const methods = useQuery({
    queryKey: ['dashboard', { currency }] as const satisfies ResourceKey,
    enabled: currency !== '',
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      outputOrThrow(await api.call('common/dashboard', { type: -2, device: 'web', currency }, { idempotent: true, signal })),
    select: (d) =>
      d.forgotPasswordSendMethod.filter((m): m is ForgotPasswordMethod => (FORGOT_PASSWORD_METHODS as readonly string[]).includes(m)),
  });
  const [method, setMethod] = useState<ForgotPasswordMethod | null>(null);
  const chosen = method ?? methods.data?.[0] ?? null;
  const forgot = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useRulesForm<Values>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { username: '' },
  });

  const submit = handleSubmit(async ({ username }) => {
    if (!chosen) return;
    setFormError(null);
    const answer = await forgot.mutateAsync({ username, method: chosen, lang });
    if (!answer) return;
    if (answer.status) setSent(true);
    else setFormError(serverMessage(tAll, answer.msg));
  });

  return (
    <AppDialog title={t('forgot_title')} onClose={closeDialog} width={420}>
      {sent ? (
        <div className={formStyles.form} role="status">
          <p style={{ margin: 0 }}>{t(chosen === 'sms' ? 'forgot_sent_sms' : 'forgot_sent_email')}</p>
          <button type="button" className={formStyles.submit} onClick={() => showDialog('login')}>
            {t('back_to_login')}
          </button>
        </div>
      ) : methods.isPending ? (
        <p aria-busy="true">
          <i className="pi pi-spin pi-spinner" aria-hidden /> {t('forgot_loading')}
        </p>
      ) : methods.isError || !chosen ? (
        <p role="alert">{t('forgot_unavailable')}</p>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('forgot_title')}>
          <p style={{ margin: 0 }}>{t('forgot_intro')}</p>
          <TextField
            label={t('username')}
            autoComplete="username"
            onKeyDown={blockSpaceKey}
            error={formState.errors.username?.message}
            {...register('username')}
          />
          {methods.data.length > 1 ? (
            <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: 16 }}>
              <legend className={formStyles.small}>{t('forgot_method')}</legend>
              {methods.data.map((m) => (
                <label key={m} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                  <input type="radio" name="method" value={m} checked={chosen === m} onChange={() => setMethod(m)} />
                  {t(`forgot_method_${m}`)}
                </label>
              ))}
            </fieldset>
          ) : null}
          {formError ? (
            <p className={formStyles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <button type="submit" className={formStyles.submit} disabled={forgot.isPending}>
            {t('forgot_submit')}
          </button>
          <p className={formStyles.switchLine}>
            <button type="button" onClick={() => showDialog('login')}>
              {t('back_to_login')}
            </button>
          </p>
        </form>
      )}
    </AppDialog>
  );
}
