import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { createServerApiClient } from './api/server-client';
import { deviceFromRequest } from './device';
import { cachedUpstream } from './upstream';
import { MEMBER_HEADER, isSignedInHeader } from './member-header';

/** Server components' view of the shared site data, once per request. */
export const getConfig = cache(() => cachedUpstream('general/config', {}));
export const getCountries = cache(async () => (await cachedUpstream('common/country-list', {})) ?? []);
export const getCategories = cache(async (currency: string) => (await cachedUpstream('common/get-category-setting', { currency })) ?? []);

/**
 * Whether proxy.ts found a signed-in member behind this request (it strips any client-sent copy of
 * the header). Only that: the member's own data loads on the client, so no page's HTML carries it.
 */
export const getSignedIn = cache(async (): Promise<boolean> => isSignedInHeader((await headers()).get(MEMBER_HEADER)));

/** This request's device (app, mobile or desktop), decided by lib/device.ts like the proxy decides it. */
export const getDevice = cache(async () => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return deviceFromRequest(h, c);
});

/**
 * The API client for this request's server components. It calls as a visitor (the address goes
 * with each call, the session cookie does not): what a server component fetches ends up in the
 * page's HTML, which carries no member data (lib/page-cache.ts); a member's own answers are asked
 * for in the browser.
 */
export const getServerApi = cache(async () => {
  const h = await headers();
  return createServerApiClient({ cookie: null, ip: h.get('x-forwarded-for') });
});
