import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import type { CategorySetting, CountryItem, SiteConfig } from './contracts/common';
import type { MemberProfile } from './contracts/auth';
import { cachedUpstream } from './upstream';
import { MEMBER_HEADER, decodeMember } from './member-header';

/** Server components' view of the shared site data, once per request. */
export const getConfig = cache(() => cachedUpstream<SiteConfig>('general/config'));
export const getCountries = cache(async () => (await cachedUpstream<CountryItem[]>('common/country-list')) ?? []);
export const getCategories = cache(
  async (currency: string) => (await cachedUpstream<CategorySetting[]>('common/get-category-setting', { currency })) ?? [],
);

/** The member proxy.ts resolved for this request (it strips any client-sent copy of the header). */
export const getMember = cache(async (): Promise<MemberProfile | null> => decodeMember((await headers()).get(MEMBER_HEADER)));
