import 'server-only';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import type { CountryItem } from '@/lib/contracts/common';
import { siteEnv } from '@/lib/env';
import { parseLangSegment, segmentOf } from '@/lib/language';
import { getCategories, getConfig, getCountries } from '@/lib/site-data';
import { canonicalOrigin } from '@/lib/site-origin';

/** Every segment of the site with its country's currency, as a visitor (and a crawler) sees them. */
export type SiteSegment = { segment: string; language: string; country: CountryItem };

export const getSiteSegments = cache(async (): Promise<SiteSegment[]> =>
  (await getCountries()).flatMap((country) =>
    Object.keys(country.languages).map((language) => ({ segment: segmentOf(language, country.countryCode), language, country })),
  ),
);

/** The origin canonical URLs are absolute on: SITE_URL (the request's own only outside production, unset). */
export const getCanonicalOrigin = cache(async () => canonicalOrigin(siteEnv, await headers()));

/** This request's segment, its base language and the site's default segment. */
export const getPageLanguage = cache(async () => {
  const [lang, config] = await Promise.all([getLocale(), getConfig()]);
  return { segment: lang, language: parseLangSegment(lang)?.language ?? 'en', defaultSegment: config?.defaultLang ?? 'en-my' };
});

/** The segments whose currency passes `has` (a category enabled, a promotion published …), asked once per currency. */
export async function segmentsWhere(has: (currency: string, language: string) => Promise<boolean>): Promise<string[]> {
  const segments = await getSiteSegments();
  const answers = await Promise.all(segments.map((s) => has(s.country.currency, s.language)));
  return segments.filter((_, i) => answers[i]).map((s) => s.segment);
}

/** The segments whose currency offers a category: a lobby's alternates. */
export const categorySegments = cache((category: string) =>
  segmentsWhere(async (currency) => (await getCategories(currency)).some((c) => c.type === category)),
);

/** The segments of one currency whose language is in `languages` (a promotion's pages). */
export async function currencySegments(currency: string, languages?: readonly string[]): Promise<string[]> {
  return (await getSiteSegments())
    .filter((s) => s.country.currency === currency && (!languages || languages.includes(s.language)))
    .map((s) => s.segment);
}
