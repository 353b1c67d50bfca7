import 'server-only';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { categoryLabel } from '@/lib/category-label';
import { parseLangSegment, segmentCurrency } from '@/lib/language';
import { getCategories, getCountries, getSignedIn } from '@/lib/site-data';

/**
 * The page's language segment and currency, the segment country's — a member's own too (proxy.ts
 * keeps a member on their currency's countries) — and whether a member is signed in.
 */
export const currencyContext = cache(async () => {
  const [lang, countries, signedIn] = await Promise.all([getLocale(), getCountries(), getSignedIn()]);
  const segment = parseLangSegment(lang);
  const currency = segmentCurrency(countries, lang);
  return { lang, language: segment?.language ?? 'en', currency, signedIn };
});

/** The category a lobby route names, for the current currency; null when it is not enabled (gms). */
export const categoryContext = cache(async (type: string) => {
  const { lang, language, currency } = await currencyContext();
  const setting = (await getCategories(currency)).find((c) => c.type === type);
  if (!setting) return null;
  return { lang, language, currency, setting, label: categoryLabel(setting.memberDisplay, language, type) };
});
