import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import {
  LOGIN_CHALLENGE_COOKIE,
  LOGIN_CHALLENGE_MAX_AGE_S,
  LOGIN_POST_PATH,
  loginCodeHref,
  loginRefusedHref,
  readLoginPost,
  type LoginPost,
} from './login-post';
import { loginInput } from '@/lib/contracts/auth';
import { loginChallengeSchema, loginCodeInput } from '@/lib/contracts/security';
import { siteOriginOf } from '@/lib/forwarding';
import { upstreamCallWithCookies } from '@/lib/upstream';
import { breakQuery } from '@/lib/break-query';
import { loggedIn, refusedPost, seeOther, upstreamOptions } from './form-post-http';

/** The challenge cookie (set with a value, cleared with none): httpOnly, only ever sent back to this form's address. */
function challengeCookie(req: NextRequest, challenge: string | null): string {
  const secure = siteOriginOf(req.headers, req.nextUrl.origin).startsWith('https:') ? '; Secure' : '';
  const age = challenge === null ? 0 : LOGIN_CHALLENGE_MAX_AGE_S;
  return `${LOGIN_CHALLENGE_COOKIE}=${challenge ?? ''}; Path=${LOGIN_POST_PATH}; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`;
}

/** The code step: the challenge from the cookie and the typed code; a wrong code comes back to the code form. */
async function codeStep(req: NextRequest, post: LoginPost): Promise<NextResponse> {
  const input = loginCodeInput.safeParse({ challenge: req.cookies.get(LOGIN_CHALLENGE_COOKIE)?.value ?? '', code: post.code });
  if (!input.success) {
    // No challenge (expired cookie, another browser): the password again. A malformed code: the code form again.
    const noChallenge = input.error.issues.some((issue) => issue.path[0] === 'challenge');
    return noChallenge
      ? seeOther(loginRefusedHref(post.back, 'two_factor_expired'))
      : seeOther(loginCodeHref(post.back, 'two_factor_invalid'));
  }
  const { answer, setCookies } = await upstreamCallWithCookies('auth/login-code', input.data, upstreamOptions(req));
  if (answer.status && answer.output) return loggedIn(post.back, answer.output, [...setCookies, challengeCookie(req, null)]);
  if (answer.msg === 'two_factor_invalid') return seeOther(loginCodeHref(post.back, answer.msg));
  return seeOther(loginRefusedHref(post.back, answer.msg), [challengeCookie(req, null)]);
}

/**
 * The login dialog's form, posted by the browser itself: before the page's scripts have run, or
 * without them. The same platform calls as the dialog's (same rules, throttles and answers), then
 * a redirect: to where the dialog's login goes, back to the dialog with the refusal, or — with
 * two-factor on — to the dialog's code step, the challenge kept in an httpOnly cookie. Only a right
 * code signs in: the password step's answer is a refusal that carries no session.
 */
export async function loginFormPost(req: NextRequest): Promise<NextResponse> {
  const refused = refusedPost(req);
  if (refused) return refused;
  const form = await req.formData().catch(() => new FormData());
  const post = readLoginPost(form);
  if (form.has('code')) return codeStep(req, post);

  const input = loginInput.safeParse({ username: post.username, password: post.password });
  // An empty field: the page may not have the validation texts yet, and the dialog says the same of a wrong pair.
  if (!input.success) return seeOther(loginRefusedHref(post.back, 'invalid_credentials'));

  const { answer, setCookies } = await upstreamCallWithCookies('auth/login', input.data, upstreamOptions(req));
  if (answer.msg === 'two_factor_required') {
    const second = loginChallengeSchema.safeParse(answer.output);
    if (second.success) return seeOther(loginCodeHref(post.back), [challengeCookie(req, second.data.challenge)]);
  }
  // A break's refusal keeps its end and zone, so the dialog names the date on this path too.
  if (!answer.status || !answer.output) return seeOther(loginRefusedHref(post.back, answer.msg, breakQuery(answer.msg, answer.output)));
  return loggedIn(post.back, answer.output, setCookies);
}
