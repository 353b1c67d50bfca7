import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import {
  LOGIN_CHALLENGE_COOKIE,
  LOGIN_CHALLENGE_MAX_AGE_S,
  LOGIN_POST_PATH,
  loggedInHref,
  loginCodeHref,
  loginRefusedHref,
  readLoginPost,
  type LoginPost,
} from './login-post';
import { loginInput, type MemberProfile } from '@/lib/contracts/auth';
import { loginChallengeSchema, loginCodeInput } from '@/lib/contracts/security';
import { clientIpOf, declaredTooLarge, isSameSiteRequest, siteOriginOf } from '@/lib/forwarding';
import { withResourceHeaders } from '@/lib/site-security';
import { getConfig, getCountries } from '@/lib/site-data';
import { upstreamCallWithCookies } from '@/lib/upstream';
import { breakQuery } from '@/lib/break-query';
import { countryFromHeaders } from '@/lib/visitor-country';

/** A login form is a few hundred bytes; anything much larger is not one. */
const FORM_LIMIT_BYTES = 8 * 1024;

function seeOther(to: string, cookies: string[] = []): NextResponse {
  // A relative Location: the browser resolves it against the address it used, whatever Host said.
  const res = new NextResponse(null, { status: 303, headers: { location: to } });
  for (const cookie of cookies) res.headers.append('set-cookie', cookie);
  return withResourceHeaders(res);
}

/** The challenge cookie (set with a value, cleared with none): httpOnly, only ever sent back to this form's address. */
function challengeCookie(req: NextRequest, challenge: string | null): string {
  const secure = siteOriginOf(req.headers, req.nextUrl.origin).startsWith('https:') ? '; Secure' : '';
  const age = challenge === null ? 0 : LOGIN_CHALLENGE_MAX_AGE_S;
  return `${LOGIN_CHALLENGE_COOKIE}=${challenge ?? ''}; Path=${LOGIN_POST_PATH}; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`;
}

/** What the platform should know of the browser: its address, its user agent (the sessions list names the device) and country. */
function upstreamOptions(req: NextRequest) {
  const country = countryFromHeaders(req.headers);
  return {
    cookie: req.headers.get('cookie'),
    ip: clientIpOf(req.headers.get('x-forwarded-for')),
    headers: { 'user-agent': req.headers.get('user-agent') ?? '', ...(country ? { 'x-country': country } : {}) },
  };
}

async function loggedIn(post: LoginPost, member: MemberProfile, cookies: string[]): Promise<NextResponse> {
  const [config, countries] = await Promise.all([getConfig(), getCountries()]);
  return seeOther(loggedInHref(post.back, member, countries, config?.defaultLang ?? 'en-my'), cookies);
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
  if (answer.status && answer.output) return loggedIn(post, answer.output, [...setCookies, challengeCookie(req, null)]);
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
  if (!isSameSiteRequest(req.headers, siteOriginOf(req.headers, req.nextUrl.origin))) {
    return withResourceHeaders(NextResponse.json({ status: false, code: 403, msg: 'cross_site_request' }, { status: 403 }));
  }
  // Browsers send a form's length; a body without one (or over the cap) is not read.
  const length = req.headers.get('content-length');
  if (length === null || declaredTooLarge(length, FORM_LIMIT_BYTES)) {
    return withResourceHeaders(NextResponse.json({ status: false, code: 413, msg: 'payload_too_large' }, { status: 413 }));
  }
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
  return loggedIn(post, answer.output, setCookies);
}
