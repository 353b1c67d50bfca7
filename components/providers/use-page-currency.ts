'use client';

import { useLocale } from 'next-intl';
import { segmentCurrency } from '@/lib/language';
import { useAppStore, useUserStore } from './store-provider';

/**
 * The currency a page shows: the member's, else the page country's. The two agree for a member
 * (proxy.ts keeps them on their currency's countries), so a page rendered before the member's
 * profile has loaded already shows the right one.
 */
export function usePageCurrency(): string {
  const lang = useLocale();
  const memberCurrency = useUserStore((s) => s.data?.currency ?? null);
  const countries = useAppStore((s) => s.countries);
  return memberCurrency ?? segmentCurrency(countries, lang);
}
