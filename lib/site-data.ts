import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { createServerApiClient } from './api/server-client';
import type { MemberProfile } from './contracts/auth';
import { deviceFromRequest } from './device';
import { cachedUpstream } from './upstream';
import { MEMBER_HEADER, decodeMember } from './member-header';

/** Server components' view of the shared site data, once per request. */
export const getConfig = cache(() => cachedUpstream('general/config', {}));
export const getCountries = cache(async () => (await cachedUpstream('common/country-list', {})) ?? []);
export const getCategories = cache(async (currency: string) => (await cachedUpstream('common/get-category-setting', { currency })) ?? []);

/** The member proxy.ts resolved for this request (it strips any client-sent copy of the header). */
export const getMember = cache(async (): Promise<MemberProfile | null> => decodeMember((await headers()).get(MEMBER_HEADER)));

/** This request's device (app, mobile or desktop), decided by lib/device.ts like the proxy decides it. */
export const getDevice = cache(async () => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return deviceFromRequest(h, c);
});

/** The API client for this request's server components: the member's session cookie and address go with each call. */
export const getServerApi = cache(async () => {
  const h = await headers();
  return createServerApiClient({ cookie: h.get('cookie'), ip: h.get('x-forwarded-for') });
});
