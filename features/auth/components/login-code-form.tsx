'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextField, formStyles } from '@/components/form';
import { useToast } from '@/components/providers/toast-provider';
import { useLoginCodeMutation } from '../api';
import { LOGIN_POST_PATH, loginErrorOf } from '../login-post';
import { dialogHref } from '@/lib/dialog-url';
import { serverMessage } from '../server-message';
import { useSessionActions } from '../use-session-actions';

/** The same page's login dialog at its first step (no code step, no stale refusal). */
function passwordStepHref(pathname: string, params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete('step');
  rest.delete('error');
  return dialogHref(pathname, 'login', {}, rest.toString());
}

type Props = {
  /** The password step's challenge; null when the page came from the form path, which keeps it in a cookie. */
  challenge: string | null;
  /** Back to the password step (a stale challenge, or the member's choice). */
  onRestart: (message: string | null) => void;
};

/**
 * The sign-in's second step: a six-digit code from the authenticator app, or a recovery code. A
 * real form too: without the scripts (or after the form path sent the page here) the browser posts
 * it to LOGIN_POST_PATH, which reads the challenge from its cookie.
 */
export function LoginCodeForm({ challenge, onRestart }: Props) {
  // The dialog's words are the auth namespace's: the login dialog is drawn on the server with the shell's messages only.
  const t = useTranslations('auth');
  const tMessages = useTranslations();
  const pathname = usePathname();
  const params = useSearchParams();
  const toast = useToast();
  const send = useLoginCodeMutation();
  const { onLoggedIn } = useSessionActions();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(() => {
    const posted = loginErrorOf(params);
    return posted ? serverMessage(tMessages, posted) : null;
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Without the challenge in memory the browser posts the form: the server holds it.
    if (challenge === null) return;
    event.preventDefault();
    if (code.trim().length < 6) return setError(t('two_factor_required'));
    setError(null);
    const answer = await send.mutateAsync({ challenge, code });
    if (!answer) return; // throttled: the client already showed too_many_requests
    if (answer.status && answer.output) {
      toast({ severity: 'success', summary: t('login_success', { name: answer.output.username }) });
      onLoggedIn(answer.output);
      return;
    }
    if (answer.msg === 'two_factor_invalid') {
      setCode('');
      return setError(serverMessage(tMessages, answer.msg));
    }
    onRestart(serverMessage(tMessages, answer.msg));
  };

  return (
    <form
      className={formStyles.form}
      method="post"
      action={LOGIN_POST_PATH}
      onSubmit={submit}
      noValidate
      aria-label={t('two_factor_title')}
    >
      <input type="hidden" name="back" value={`${pathname}?${params.toString()}`} />
      <p className={formStyles.intro}>{t('two_factor_intro')}</p>
      <TextField
        label={t('two_factor_code_label')}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={32}
        autoFocus
        hint={t('two_factor_hint')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {error ? (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={send.isPending}>
        {t('two_factor_submit')}
      </button>
      <p className={formStyles.switchLine}>
        {/* A link, so it works before the scripts too: the dialog's password step. */}
        <a
          href={passwordStepHref(pathname, params)}
          onClick={(event) => {
            event.preventDefault();
            onRestart(null);
          }}
        >
          {t('two_factor_back')}
        </a>
      </p>
    </form>
  );
}
