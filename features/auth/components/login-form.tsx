'use client';

import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DialogLink } from '@/components/dialogs/dialog-link';
import { TextField, formStyles, useValidationTranslate, PasswordField } from '@/components/form';
import { useToast } from '@/components/providers/toast-provider';
import { withFullContext } from '@/components/providers/with-full-context';
import type { LoginInput } from '@/lib/contracts/auth';
import type { BreakInForce } from '@/lib/contracts/safety';
import { isBreakRefusal, type BreakRefusal } from '@/lib/contracts/safety-choices';
import { breakFromQuery } from '@/lib/break-query';
import { blockSpaceKey } from '@/lib/input-filters';
import { useRulesForm, type FormSchema } from '@/lib/validation';
import { useLoginMutation } from '../api';
import { useSessionActions } from '../use-session-actions';
import { serverMessage } from '../server-message';
import { LOGIN_POST_PATH, isCodeStep, loginErrorOf } from '../login-post';
import { LoginCodeForm } from './login-code-form';
import { useWarmMemberHeader } from './use-warm-member-header';

const schema: FormSchema<LoginInput> = { username: { required: true }, password: { required: true } };

// A login refused during a cool-off or self-exclusion says until when: the safety feature's notice, loaded when needed.
const LoginBreakNotice = dynamic(() => withFullContext(import('@/features/safety/dialogs').then((m) => m.LoginBreakNotice)), {
  ssr: false,
});

/** The challenge a `two_factor_required` answer carries, if it is one. */
function challengeOf(output: unknown): string | null {
  const challenge = (output as { challenge?: unknown } | undefined)?.challenge;
  return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
}

/**
 * A real form: before the page's scripts run (or without them) the browser posts it to the site
 * (LOGIN_POST_PATH), which logs in and redirects, or comes back here with ?error=; once React
 * runs, it is checked and sent in place.
 */
export function LoginForm() {
  const t = useTranslations('auth');
  const pathname = usePathname();
  const params = useSearchParams();
  const translate = useValidationTranslate();
  const tMessages = useTranslations();
  const toast = useToast();
  const login = useLoginMutation();
  const { onLoggedIn } = useSessionActions();
  useWarmMemberHeader();
  // Two-factor sign-in: the password step's challenge (the dialog's own), or the form path's code step (its cookie holds it).
  const [codeStep, setCodeStep] = useState<{ challenge: string | null } | null>(() => (isCodeStep(params) ? { challenge: null } : null));
  const [formError, setFormError] = useState<string | null>(() => {
    const posted = isCodeStep(params) || breakFromQuery(params) ? null : loginErrorOf(params);
    return posted ? serverMessage(tMessages, posted) : null;
  });
  const [onBreak, setOnBreak] = useState<{ msg: BreakRefusal; output: BreakInForce } | null>(() => breakFromQuery(params));
  const { register, handleSubmit, formState } = useRulesForm<LoginInput>({
    schema,
    mode: 'first_submit',
    translate,
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setOnBreak(null);
    const answer = await login.mutateAsync(values);
    if (!answer) return; // throttled: the client already showed too_many_requests
    if (answer.status && answer.output) {
      toast({ severity: 'success', summary: t('login_success', { name: answer.output.username }) });
      onLoggedIn(answer.output);
      return;
    }
    const challenge = answer.msg === 'two_factor_required' ? challengeOf(answer.output) : null;
    if (challenge) return setCodeStep({ challenge });
    if (isBreakRefusal(answer.msg) && answer.output)
      return setOnBreak({ msg: answer.msg, output: answer.output as unknown as BreakInForce });
    setFormError(serverMessage(tMessages, answer.msg));
  });

  if (codeStep) {
    return (
      <LoginCodeForm
        challenge={codeStep.challenge}
        onRestart={(message) => {
          setCodeStep(null);
          setFormError(message);
        }}
      />
    );
  }

  return (
    <form className={formStyles.form} method="post" action={LOGIN_POST_PATH} onSubmit={submit} noValidate aria-label={t('login_title')}>
      <input type="hidden" name="back" value={`${pathname}?${params.toString()}`} />
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
        <DialogLink action="forgot-password">{t('forgot_link')}</DialogLink>
      </p>
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      {onBreak ? <LoginBreakNotice msg={onBreak.msg} output={onBreak.output} className={formStyles.formError} /> : null}
      <button type="submit" className={formStyles.submit} disabled={login.isPending}>
        {t('login_submit')}
      </button>
      <p className={formStyles.switchLine}>
        {t('no_account')} <DialogLink action="register">{t('go_register')}</DialogLink>
      </p>
    </form>
  );
}
