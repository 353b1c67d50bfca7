'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { SelectField, TextField, formStyles, useValidationTranslate, PasswordField } from '@/components/form';
import { useAppStore } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import type { CountryItem } from '@/lib/contracts/common';
import { countryName } from '@/lib/country-name';
import { blockSpaceKey, noSpaceInput } from '@/lib/input-filters';
import { parseLangSegment } from '@/lib/language';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { USERNAME_MAX, USERNAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/contracts/auth';
import { useRegisterMutation, useUsernameChecker } from '../api';
import { useSessionActions } from '../use-session-actions';
import { serverMessage } from '../server-message';

type RegisterValues = {
  username: string;
  password: string;
  confirmPassword: string;
  countryCode: string;
  /** "{dialCode}-{digits}", the shape validphone and the platform expect */
  mobileno: string;
  email: string;
  /** A referral link's code (?ref=CODE), editable; empty when the member came on their own. */
  referralCode: string;
};

function schemaFor(country: CountryItem | undefined): FormSchema<RegisterValues> {
  return {
    username: { required: true, minlength: USERNAME_MIN, maxlength: USERNAME_MAX, alphaNum: true, validUsername: 'username' },
    password: { required: true, minlength: PASSWORD_MIN, maxlength: PASSWORD_MAX, passwordcond: true },
    confirmPassword: { required: true, equalto: 'password' },
    countryCode: { required: true },
    mobileno: { required: true, validphone: country ? { length: country.mobileno_length } : true, validUsername: 'mobileno' },
    email: { validemail: true },
  };
}

export function RegisterForm({
  lang,
  cmsID,
  referralCode,
  onSwitchToLogin,
}: {
  lang: string;
  cmsID?: string;
  referralCode?: string;
  onSwitchToLogin: () => void;
}) {
  const t = useTranslations('auth');
  const tMessages = useTranslations();
  const translate = useValidationTranslate();
  const toast = useToast();
  const countries = useAppStore((s) => s.countries);
  const checkUsername = useUsernameChecker();
  const registerMutation = useRegisterMutation();
  const { onLoggedIn } = useSessionActions();
  const [formError, setFormError] = useState<string | null>(null);
  const segment = parseLangSegment(lang);
  const initialCountry = countries.find((c) => c.countryCode.toLowerCase() === segment?.country) ?? countries[0];
  const [countryCode, setCountryCode] = useState(initialCountry?.countryCode ?? '');
  const country = countries.find((c) => c.countryCode === countryCode);
  const schema = useMemo(() => schemaFor(country), [country]);

  const { register, control, handleSubmit, formState, setValue, setError } = useRulesForm<RegisterValues>({
    schema,
    mode: 'first_submit',
    translate,
    checkUsername,
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      countryCode,
      mobileno: '',
      email: '',
      referralCode: referralCode ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const chosen = countries.find((c) => c.countryCode === values.countryCode);
    const languages = Object.keys(chosen?.languages ?? {});
    const language = segment && languages.includes(segment.language) ? segment.language : (languages[0] ?? 'en');
    const answer = await registerMutation.mutateAsync({
      username: values.username,
      password: values.password,
      mobileno: values.mobileno,
      email: values.email,
      countryCode: values.countryCode,
      language,
      cmsID,
      referralCode: values.referralCode.trim() || undefined,
    });
    if (!answer) return;
    if (answer.status && answer.output) {
      toast({ severity: 'success', summary: t('register_success', { name: answer.output.username }) });
      onLoggedIn(answer.output);
      return;
    }
    // An unknown (or refused) referral code is the code field's error, never silently dropped.
    if (answer.msg.startsWith('referralCode: ')) {
      setError('referralCode', { message: serverMessage(tMessages, answer.msg) }, { shouldFocus: true });
      return;
    }
    setFormError(serverMessage(tMessages, answer.msg));
  });

  const digitsOf = (mobileno: string) => mobileno.split('-')[1] ?? '';
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('register_title')}>
      <TextField
        label={t('username')}
        hint={t('username_hint')}
        autoComplete="username"
        onKeyDown={blockSpaceKey}
        error={formState.errors.username?.message}
        {...register('username', { setValueAs: (v: string) => noSpaceInput(v) })}
      />
      <div className={formStyles.row}>
        <PasswordField
          label={t('password')}
          hint={t('password_hint')}
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
      </div>
      <SelectField
        label={t('country')}
        options={countries.map((c) => ({ value: c.countryCode, label: `${countryName(c.countryCode, lang, c.country)} (${c.currency})` }))}
        {...register('countryCode', {
          onChange: (e: { target: { value: string } }) => {
            setCountryCode(e.target.value);
            setValue('mobileno', '');
          },
        })}
      />
      <Controller
        control={control}
        name="mobileno"
        render={({ field }) => (
          <TextField
            label={t('mobileno')}
            inputMode="numeric"
            autoComplete="tel-national"
            prefix={`+${country?.dialCode ?? ''}`}
            maxLength={country?.mobileno_length}
            value={digitsOf(field.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={formState.errors.mobileno?.message}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '');
              field.onChange(digits ? `${country?.dialCode ?? ''}-${digits}` : '');
            }}
          />
        )}
      />
      <TextField label={t('email')} type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
      <TextField
        label={t('referral_code')}
        autoComplete="off"
        maxLength={12}
        onKeyDown={blockSpaceKey}
        error={formState.errors.referralCode?.message}
        {...register('referralCode', { setValueAs: (v: string) => noSpaceInput(v).toUpperCase() })}
      />
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <p className={formStyles.small}>{t('tnc_agree')}</p>
      <button type="submit" className={formStyles.submit} disabled={registerMutation.isPending || formState.isSubmitting}>
        {t('register_submit')}
      </button>
      <p className={formStyles.switchLine}>
        {t('have_account')}{' '}
        <button type="button" onClick={onSwitchToLogin}>
          {t('go_login')}
        </button>
      </p>
    </form>
  );
}
