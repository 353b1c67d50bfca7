'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { SelectField, TextField, formStyles, useValidationTranslate, PasswordField } from '@/components/form';
import { useAppStore } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import { countryName } from '@/lib/country-name';
import { blockSpaceKey, noSpaceInput } from '@/lib/input-filters';
import { parseLangSegment } from '@/lib/language';
import { useRulesForm } from '@/lib/validation';
import { useRegisterMutation, useUsernameChecker } from '../api';
import { useSessionActions } from '../use-session-actions';
import { serverMessage } from '../server-message';
import { REGISTER_POST_PATH, mobileOf, postedRegisterError, registerLanguage, registerSchema, type RegisterValues } from '../register-post';
import { useWarmMemberHeader } from './use-warm-member-header';

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
  useWarmMemberHeader();
  const translate = useValidationTranslate();
  const toast = useToast();
  const countries = useAppStore((s) => s.countries);
  const checkUsername = useUsernameChecker();
  const registerMutation = useRegisterMutation();
  const { onLoggedIn } = useSessionActions();
  const pathname = usePathname();
  const params = useSearchParams();
  // The form's own post (before the scripts ran) came back refused: its words, under the field it names.
  const [posted, setPosted] = useState(() => {
    const refusal = postedRegisterError(params);
    if (!refusal) return null;
    // a rule's words (with its number), else the platform's refusal
    const rule = translate(refusal.key, refusal.n === undefined ? undefined : { n: refusal.n });
    const text = rule !== refusal.key ? rule : serverMessage(tMessages, refusal.key);
    return { field: refusal.field, text };
  });
  const [formError, setFormError] = useState<string | null>(() => (posted && !posted.field ? posted.text : null));
  const segment = parseLangSegment(lang);
  const initialCountry = countries.find((c) => c.countryCode.toLowerCase() === segment?.country) ?? countries[0];
  const [countryCode, setCountryCode] = useState(initialCountry?.countryCode ?? '');
  const country = countries.find((c) => c.countryCode === countryCode);
  const schema = useMemo(() => registerSchema(country), [country]);

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
    setPosted(null);
    const chosen = countries.find((c) => c.countryCode === values.countryCode);
    const language = registerLanguage(lang, chosen);
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
  // A field's error: the dialog's own check, else the form post's refusal when it named this field.
  const errorOf = (name: keyof RegisterValues) => formState.errors[name]?.message ?? (posted?.field === name ? posted.text : undefined);
  return (
    <form
      className={formStyles.form}
      method="post"
      action={REGISTER_POST_PATH}
      onSubmit={submit}
      noValidate
      aria-label={t('register_title')}
    >
      <input type="hidden" name="back" value={`${pathname}?${params.toString()}`} />
      <TextField
        label={t('username')}
        hint={t('username_hint')}
        autoComplete="username"
        onKeyDown={blockSpaceKey}
        error={errorOf('username')}
        {...register('username', { setValueAs: (v: string) => noSpaceInput(v) })}
      />
      <div className={formStyles.row}>
        <PasswordField
          label={t('password')}
          hint={t('password_hint')}
          autoComplete="new-password"
          error={errorOf('password')}
          {...register('password')}
        />
        <PasswordField
          label={t('confirm_password')}
          autoComplete="new-password"
          error={errorOf('confirmPassword')}
          {...register('confirmPassword')}
        />
      </div>
      <SelectField
        label={t('country')}
        // chosen in the HTML too: before the scripts run the form must post the page's country
        defaultValue={countryCode}
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
            error={errorOf('mobileno')}
            onChange={(e) => field.onChange(mobileOf(e.target.value, country))}
          />
        )}
      />
      <TextField label={t('email')} type="email" autoComplete="email" error={errorOf('email')} {...register('email')} />
      <TextField
        label={t('referral_code')}
        autoComplete="off"
        maxLength={12}
        onKeyDown={blockSpaceKey}
        error={errorOf('referralCode')}
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
