import { closedDialogHref, dialogHref } from '@/lib/dialog-url';
import { safeRedirectPath } from '@/lib/safe-navigation';
import type { MemberProfile } from '@/lib/contracts/auth';
import type { CountryItem } from '@/lib/contracts/common';
import { afterLoginPath } from './after-login';

/** The login form's own address: where it posts before the page's scripts run (or without them). */
export const LOGIN_POST_PATH = '/api/form/login';
/** The form's fields, as the server reads them: the same bounds as the contract's, checked again there. */
export const LOGIN_FIELDS = { username: 64, password: 128, back: 2048, code: 32 } as const;
/**
 * The password step's challenge while the form asks for the code (two-factor sign-in): an httpOnly
 * cookie sent only back to the form's own address, for as long as the challenge lives.
 */
export const LOGIN_CHALLENGE_COOKIE = 'login_challenge';
export const LOGIN_CHALLENGE_MAX_AGE_S = 300;
/** A refusal travels back in the URL as a message key, never as text: anything else reads as a generic failure. */
const MESSAGE_KEY = /^[a-z][a-z_]{0,59}$/;

export type LoginPost = { username: string; password: string; back: string; code: string };

/** The posted form's fields, each cut to its bound; the page it came from, if it is one of ours. */
export function readLoginPost(form: FormData): LoginPost {
  const field = (name: keyof typeof LOGIN_FIELDS) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, LOGIN_FIELDS[name] + 1) : '';
  };
  return { username: field('username'), password: field('password'), back: safeRedirectPath(field('back'), '/'), code: field('code') };
}

/** Back to the page the form was on, its login dialog asking for the two-factor code (with a refusal's key, if any). */
export function loginCodeHref(back: string, msg?: string): string {
  const url = new URL(back, 'https://site.invalid');
  const error = msg === undefined ? undefined : MESSAGE_KEY.test(msg) ? msg : 'something_went_wrong';
  return dialogHref(url.pathname, 'login', { step: 'code', error }, url.search);
}

/** Whether the page's login dialog is at the code step the form path sent it to. */
export function isCodeStep(params: URLSearchParams): boolean {
  return params.get('step') === 'code';
}

/** Back to the page the form was on, its login dialog open with the refusal's message key. */
export function loginRefusedHref(back: string, msg: string, extra: Record<string, string> = {}): string {
  const url = new URL(back, 'https://site.invalid');
  // The password step again: a code step's marker does not stay.
  url.searchParams.delete('step');
  return dialogHref(url.pathname, 'login', { error: MESSAGE_KEY.test(msg) ? msg : 'something_went_wrong', ...extra }, url.search);
}

/** Where a member goes once the posted login worked: as after the dialog's own (after-login.ts). */
export function loggedInHref(
  back: string,
  member: Pick<MemberProfile, 'currency' | 'countryCode'>,
  countries: readonly CountryItem[],
  defaultLang: string,
): string {
  const url = new URL(back, 'https://site.invalid');
  return afterLoginPath({
    pathname: closedDialogHref(url.pathname),
    redirect: url.searchParams.get('redirect'),
    member,
    countries,
    defaultLang,
  });
}

/** The message key a page shows for ?error= in its login dialog, or null when the URL names none we could have sent. */
export function loginErrorOf(params: URLSearchParams): string | null {
  const error = params.get('error');
  return error && MESSAGE_KEY.test(error) ? error : null;
}
