import { NextResponse, type NextRequest } from 'next/server';
import type { MemberProfile } from '@/lib/contracts/auth';
import { runGuards } from '@/lib/guards';
import { LANG_COOKIE, findCountry, parseLangSegment, pathAfterLang, resolveLanguage, swapLangInPath } from '@/lib/language';
import { MEMBER_HEADER, SIGNED_IN } from '@/lib/member-header';
import { isModuleNameVisible } from '@/lib/module-visibility';
import { matchRoute, routeModule } from '@/lib/routes';
import { deviceFromRequest } from '@/lib/device';
import { clientIpOf } from '@/lib/forwarding';
import { liveChatScriptFor } from '@/lib/live-chat-source';
import { LIVE_CHAT_HEADER } from '@/lib/third-party-scripts';
import { FORM_TEXTS_HEADER, opensRegister } from '@/lib/client-messages';
import { cachedUpstream, upstreamCall } from '@/lib/upstream';
import { pageCacheControl } from '@/lib/page-cache';
import { newNonce, pageSecurityHeaders, resourceSecurityHeaders } from '@/lib/security-headers';
import { siteSecurity } from '@/lib/site-security';
import { isPreviewUrl } from '@/lib/preview-protocol';
import { isIndexable, requestHost } from '@/lib/indexing';
import { siteEnv } from '@/lib/env';
import { siteAccessFor } from '@/lib/site-access';
import { countryFromHeaders } from '@/lib/visitor-country';
import type { SiteAccessDecision } from '@/lib/contracts/seo';
import type { SiteConfig } from '@/lib/contracts/common';

/** Request headers the app reads; any client-sent copy is replaced. */
export const LOCALE_HEADER = 'x-next-intl-locale';
export const PATH_HEADER = 'x-original-path';
// Next takes a page's script nonce from the request's CSP (either header): a client must not choose it.
const PROXY_HEADERS = new Set([
  LOCALE_HEADER,
  PATH_HEADER,
  LIVE_CHAT_HEADER,
  FORM_TEXTS_HEADER,
  'x-nonce',
  'content-security-policy',
  'content-security-policy-report-only',
]);
const ONE_YEAR = 60 * 60 * 24 * 365;
/** The console's texts are English; its dates and numbers format as in this locale. */
const CONSOLE_LOCALE = 'en-my';

async function loadMember(req: NextRequest): Promise<MemberProfile | null> {
  if (!req.cookies.get('sid')) return null;
  const answer = await upstreamCall('member/profile', {}, { cookie: req.headers.get('cookie'), ip: clientIp(req) });
  return answer.status && answer.output ? answer.output : null;
}

function clientIp(req: NextRequest): string | null {
  return clientIpOf(req.headers.get('x-forwarded-for'));
}

function redirect(req: NextRequest, to: string, lang?: string): NextResponse {
  const res = NextResponse.redirect(new URL(to, req.url));
  setAll(res, resourceSecurityHeaders(siteSecurity));
  if (lang) res.cookies.set(LANG_COOKIE, lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return res;
}

/**
 * The request as the app may see it: every header this proxy sets is removed first, so a client
 * can never forge one (x-member would log a visitor in as anybody).
 */
export function cleanRequestHeaders(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  for (const name of [...headers.keys()]) {
    if (name.startsWith(MEMBER_HEADER) || PROXY_HEADERS.has(name)) headers.delete(name);
  }
  return headers;
}

/**
 * The page's security headers with a fresh nonce (every page renders per request for it), also put
 * on the cleaned request: Next reads the nonce from the request's CSP and puts it on every script
 * it renders.
 */
function pageSecurity(headers: Headers, liveChat: URL | null = null, preview = false): Record<string, string> {
  // Only a preview page may be framed by the console origins (PREVIEW_ORIGINS); any other page by the site alone.
  const config = preview ? siteSecurity : { ...siteSecurity, frameAncestors: [] };
  const security = pageSecurityHeaders(config, newNonce(), liveChat ? [liveChat.origin] : []);
  headers.set('content-security-policy', security['content-security-policy']!);
  return security;
}

function setAll(res: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}

/** Passes the request on with the headers the app needs, and the page's security headers. */
function forward(
  req: NextRequest,
  lang: string,
  member: MemberProfile | null,
  rewriteTo?: string,
  liveChat: URL | null = null,
  init: { status?: number; indexable?: boolean } = {},
): NextResponse {
  const headers = cleanRequestHeaders(req.headers);
  const preview = isPreviewUrl(req.nextUrl.search);
  const security = pageSecurity(headers, liveChat, preview);
  if (liveChat) headers.set(LIVE_CHAT_HEADER, liveChat.href);
  headers.set(LOCALE_HEADER, lang);
  headers.set(PATH_HEADER, req.nextUrl.pathname);
  if (opensRegister(req.nextUrl.searchParams)) headers.set(FORM_TEXTS_HEADER, '1');
  // Only the fact: the page renders the member's skeleton, their data loads on the client.
  if (member) headers.set(MEMBER_HEADER, SIGNED_IN);
  const res = rewriteTo
    ? NextResponse.rewrite(new URL(rewriteTo, req.url), { request: { headers }, status: init.status })
    : NextResponse.next({ request: { headers } });
  setAll(res, security);
  const cacheControl = pageCacheControl({ fetchDest: req.headers.get('sec-fetch-dest') });
  if (cacheControl) res.headers.set('cache-control', cacheControl);
  // The console's preview (drafts, the operator's CSS): never indexed, never kept by any cache.
  if (preview) {
    res.headers.set('x-robots-tag', 'noindex, nofollow');
    res.headers.set('cache-control', 'no-store');
  }
  // Search engines index only production on a whitelisted domain (lib/indexing.ts); robots.txt says the same.
  if (!init.indexable) res.headers.set('x-robots-tag', 'noindex, nofollow');
  if (req.cookies.get(LANG_COOKIE)?.value !== lang) res.cookies.set(LANG_COOKIE, lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return res;
}

/**
 * The operator console: outside the member's language segment and guards (its pages check the
 * console session themselves), in English, never indexed or cached.
 */
function consolePage(req: NextRequest): NextResponse {
  const headers = cleanRequestHeaders(req.headers);
  const security = pageSecurity(headers);
  headers.set(LOCALE_HEADER, CONSOLE_LOCALE);
  headers.set(PATH_HEADER, req.nextUrl.pathname);
  const res = setAll(NextResponse.next({ request: { headers } }), security);
  res.headers.set('x-robots-tag', 'noindex, nofollow');
  res.headers.set('cache-control', 'no-store');
  return res;
}

/** Maintenance (503 with Retry-After) or a restricted visitor (403): the error screen, in the visitor's language. */
function closedPage(req: NextRequest, lang: string, decision: Exclude<SiteAccessDecision, { state: 'open' }>): NextResponse {
  const status = decision.state === 'maintenance' ? 503 : 403;
  const res = forward(req, lang, null, `/error?status=${status}`, null, { status });
  if (decision.state === 'maintenance') res.headers.set('retry-after', String(decision.retryAfterSeconds));
  res.headers.set('cache-control', 'no-store');
  return res;
}

function indexable(req: NextRequest, config: SiteConfig | null): boolean {
  return isIndexable(siteEnv.SITE_ENV, requestHost(req.headers), config?.whitelist ?? []);
}

export async function proxy(req: NextRequest): Promise<NextResponse> {
  const { pathname, search } = req.nextUrl;
  // Files with an extension (public assets, or a dotted page path): nothing to look up, but the
  // forged headers must go all the same, and a page rendered here (a 404) still needs its CSP.
  if (/\.[a-z0-9]+$/i.test(pathname)) {
    const headers = cleanRequestHeaders(req.headers);
    const security = pageSecurity(headers);
    return setAll(NextResponse.next({ request: { headers } }), security);
  }
  if (pathname === '/console' || pathname.startsWith('/console/')) return consolePage(req);
  const [config, countries, member, access] = await Promise.all([
    cachedUpstream('general/config', {}),
    cachedUpstream('common/country-list', {}),
    loadMember(req),
    siteAccessFor(clientIp(req), countryFromHeaders(req.headers)),
  ]);
  const storedLang = req.cookies.get(LANG_COOKIE)?.value;
  const langCtx = { countries: countries ?? [], defaultLang: config?.defaultLang ?? 'en-my', storedLang, member };
  const index = indexable(req, config);

  if (access.state !== 'open') {
    const requested = resolveLanguage(pathname.split('/')[1], langCtx);
    const fallback = resolveLanguage(storedLang, langCtx);
    const lang = requested.ok ? requested.segment.segment : fallback.ok ? fallback.segment.segment : fallback.redirectTo;
    return closedPage(req, lang, access);
  }

  // Pages outside the language segment keep the stored language for their texts.
  if (pathname === '/error' || pathname === '/page-not-found') {
    const lang = resolveLanguage(storedLang, langCtx);
    return forward(req, lang.ok ? lang.segment.segment : lang.redirectTo, member);
  }

  const first = pathname.split('/')[1];
  const decision = resolveLanguage(first, langCtx);
  if (!decision.ok) {
    const target =
      parseLangSegment(first) || pathname === '/' ? swapLangInPath(pathname, decision.redirectTo) : `/${decision.redirectTo}${pathname}`;
    return redirect(req, target.replace(/\/$/, '') + search, decision.redirectTo);
  }
  const lang = decision.segment.segment;
  const liveChat = await liveChatScriptFor(decision.segment.country, siteSecurity.production);
  const match = matchRoute(pathAfterLang(pathname));
  if (!match) return forward(req, lang, member, undefined, liveChat, { indexable: index });

  // A module the settings hide on this device (for this member) is an error page, before any guard
  // sends the visit elsewhere (a wallet page would otherwise redirect to its dialog).
  const hiding = routeModule(match);
  if (
    hiding &&
    !isModuleNameVisible(config?.modules ?? [], hiding.name, hiding.parent, deviceFromRequest(req.headers, req.cookies), member?.id)
  ) {
    return redirect(req, '/error');
  }

  const country = findCountry(langCtx.countries, decision.segment.country);
  const currency = member?.currency ?? country?.currency ?? '';
  const needs = new Set(match.route.guards);
  const [categories, tac] = await Promise.all([
    needs.has('gms') ? cachedUpstream('common/get-category-setting', { currency }) : null,
    needs.has('general-tnc') && member ? cachedUpstream('common/tac-expiry-setting', { currency }) : null,
  ]);

  const outcome = runGuards(match.route.guards, {
    lang,
    path: pathname,
    search,
    match,
    member,
    tacExpiryDays: tac?.tacExpiry ?? null,
    tacVersion: tac?.tacVersion ?? null,
    categories: (categories ?? []).map((c) => c.type),
    now: new Date(),
  });
  if (outcome.kind === 'redirect') return redirect(req, outcome.to, lang);
  if (outcome.kind === 'not-found') return forward(req, lang, member, '/page-not-found', liveChat);

  return forward(req, lang, member, undefined, liveChat, { indexable: index });
}

export const config = {
  // Everything but the API, Next's assets, the build files and storage (route handlers that read
  // no proxy header and must stream their bodies unbuffered; the console's API proxy too). Dotted
  // paths run it too: see above.
  matcher: ['/((?!api/|console/api/|_next/|builds/|storage/|s3/).*)'],
};
