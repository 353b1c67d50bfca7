import 'server-only';
import { QueryClient } from '@tanstack/react-query';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { siteEnv } from '@/lib/env';
import { segmentCurrency } from '@/lib/language';
import { getCountries, getServerApi } from '@/lib/site-data';
import { categoryNamesQueryOptions, promoCmsQueryOptions, promotionInfoQueryOptions } from '../api';
import { promotionById, promotionLanguage } from '../catalogue';

/**
 * This request's language segment, currency (the segment country's: a member's own too, proxy.ts
 * keeps them there) and API client. No member: the list is rendered as a visitor sees it, and a
 * member's own view (which promotions are open to them, their bonus) loads in the browser.
 */
export const promotionsContext = cache(async () => {
  const [lang, countries, api] = await Promise.all([getLocale(), getCountries(), getServerApi()]);
  const currency = segmentCurrency(countries, lang);
  return { lang, currency, memberId: null, api, storageBase: siteEnv.PUBLIC_STORAGE_URL };
});

/**
 * The queries a promotions page renders from, fetched here with the browser's own queryOptions
 * factories: the list (and its names and links) is in the HTML crawlers get. Failed answers are
 * not handed over; the browser asks again and shows the error state. Nothing of the member's: the
 * browser asks for their view of the list and their bonus.
 */
export const prefetchPromotions = cache(async () => {
  const { lang, api, memberId, currency } = await promotionsContext();
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery(promotionInfoQueryOptions(api, memberId, currency, promotionLanguage(lang))),
    queryClient.prefetchQuery(promoCmsQueryOptions(api, currency, promotionLanguage(lang))),
    queryClient.prefetchQuery(categoryNamesQueryOptions(api, currency, promotionLanguage(lang))),
  ]);
  return queryClient;
});

/** The page's promotion, when the list loaded: null for an unknown id or one with no entry in this language. */
export async function findPromotion(queryClient: QueryClient, id: string) {
  const { lang, api, memberId, currency } = await promotionsContext();
  const info = queryClient.getQueryData(promotionInfoQueryOptions(api, memberId, currency, promotionLanguage(lang)).queryKey);
  if (!info) return { loaded: false as const };
  return { loaded: true as const, shown: promotionById(info.promotions, id, promotionLanguage(lang)) };
}
