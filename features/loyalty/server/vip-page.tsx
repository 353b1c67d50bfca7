import 'server-only';
import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import { getLocale } from 'next-intl/server';
import { segmentCurrency } from '@/lib/language';
import { getCountries, getServerApi } from '@/lib/site-data';
import { vipTiersQueryOptions } from '../api';
import { VipView } from '../components/vip-view';

/**
 * /{lang}/vip's view with the tier table fetched here, with the browser's own queryOptions: it is
 * in the HTML, and after hydration only the member's tier is asked for. The tiers are everyone's
 * (the segment's currency: a member's own, proxy.ts keeps them there); a failed answer is not
 * handed over, the browser asks again.
 */
export async function VipPageView() {
  const [lang, countries, api] = await Promise.all([getLocale(), getCountries(), getServerApi()]);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(vipTiersQueryOptions(api, segmentCurrency(countries, lang), lang));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <VipView />
    </HydrationBoundary>
  );
}
