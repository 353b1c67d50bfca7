import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { loggedInHref, loginRefusedHref, readLoginPost } from './login-post';
import { loginInput } from '@/lib/contracts/auth';
import { clientIpOf, declaredTooLarge, isSameSiteRequest, siteOriginOf } from '@/lib/forwarding';
import { withResourceHeaders } from '@/lib/site-security';
import { getConfig, getCountries } from '@/lib/site-data';
import { upstreamCallWithCookies } from '@/lib/upstream';

/** A login form is a few hundred bytes; anything much larger is not one. */
const FORM_LIMIT_BYTES = 8 * 1024;

function seeOther(to: string, cookies: string[] = []): NextResponse {
  // A relative Location: the browser resolves it against the address it used, whatever Host said.
  const res = new NextResponse(null, { status: 303, headers: { location: to } });
  for (const cookie of cookies) res.headers.append('set-cookie', cookie);
  return withResourceHeaders(res);
}

/**
 * The login dialog's form, posted by the browser itself: before the page's scripts have run, or
 * without them. The same platform call as the dialog's (same rules, throttles and answers), then
 * a redirect: to where the dialog's login goes, or back to the dialog with the refusal.
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
  const input = loginInput.safeParse({ username: post.username, password: post.password });
  // An empty field: the page may not have the validation texts yet, and the dialog says the same of a wrong pair.
  if (!input.success) return seeOther(loginRefusedHref(post.back, 'invalid_credentials'));

  const { answer, setCookies } = await upstreamCallWithCookies('auth/login', input.data, {
    cookie: req.headers.get('cookie'),
    ip: clientIpOf(req.headers.get('x-forwarded-for')),
  });
  if (!answer.status || !answer.output) return seeOther(loginRefusedHref(post.back, answer.msg));
  const [config, countries] = await Promise.all([getConfig(), getCountries()]);
  return seeOther(loggedInHref(post.back, answer.output, countries, config?.defaultLang ?? 'en-my'), setCookies);
}
