import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { clientIpOf, declaredTooLarge, isSameSiteRequest, siteOriginOf } from '@/lib/forwarding';
import { withResourceHeaders } from '@/lib/site-security';
import { countryFromHeaders } from '@/lib/visitor-country';
import { getConfig, getCountries } from '@/lib/site-data';
import type { MemberProfile } from '@/lib/contracts/auth';
import { loggedInHref } from './login-post';

/** A login or register form is a few hundred bytes; anything much larger is not one. */
const FORM_LIMIT_BYTES = 8 * 1024;

/** A redirect after a form post (303: the browser follows with a GET). */
export function seeOther(to: string, cookies: string[] = []): NextResponse {
  // A relative Location: the browser resolves it against the address it used, whatever Host said.
  const res = new NextResponse(null, { status: 303, headers: { location: to } });
  for (const cookie of cookies) res.headers.append('set-cookie', cookie);
  return withResourceHeaders(res);
}

/**
 * What no form of ours sends: a post from another site, or a body without its length (or over the
 * cap, which is not read). Null when the post may be read.
 */
export function refusedPost(req: NextRequest): NextResponse | null {
  if (!isSameSiteRequest(req.headers, siteOriginOf(req.headers, req.nextUrl.origin))) {
    return withResourceHeaders(NextResponse.json({ status: false, code: 403, msg: 'cross_site_request' }, { status: 403 }));
  }
  const length = req.headers.get('content-length');
  if (length === null || declaredTooLarge(length, FORM_LIMIT_BYTES)) {
    return withResourceHeaders(NextResponse.json({ status: false, code: 413, msg: 'payload_too_large' }, { status: 413 }));
  }
  return null;
}

/** What the platform should know of the browser: its address, its user agent (the sessions list names the device) and country. */
export function upstreamOptions(req: NextRequest) {
  const country = countryFromHeaders(req.headers);
  return {
    cookie: req.headers.get('cookie'),
    ip: clientIpOf(req.headers.get('x-forwarded-for')),
    headers: { 'user-agent': req.headers.get('user-agent') ?? '', ...(country ? { 'x-country': country } : {}) },
  };
}

/** Where the member goes once signed in (by login or by sign-up): where the dialog's own sends them. */
export async function loggedIn(back: string, member: MemberProfile, cookies: string[]): Promise<NextResponse> {
  const [config, countries] = await Promise.all([getConfig(), getCountries()]);
  return seeOther(loggedInHref(back, member, countries, config?.defaultLang ?? 'en-my'), cookies);
}
