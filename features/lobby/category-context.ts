import 'server-only';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { categoryLabel } from '@/lib/category-label';
import { findCountry, parseLangSegment } from '@/lib/language';
import { getCategories, getCountries, getMember } from '@/lib/site-data';

/** The page's language segment and currency: the member's, else the segment country's. */
export const currencyContext = cache(async () => {
  const [lang, countries, member] = await Promise.all([getLocale(), getCountries(), getMember()]);
  const segment = parseLangSegment(lang);
  const currency = member?.currency ?? findCountry(countries, segment?.country ?? '')?.currency ?? '';
  return { lang, language: segment?.language ?? 'en', currency, member };
});

/** The category a lobby route names, for the current currency; null when it is not enabled (gms). */
export const categoryContext = cache(async (type: string) => {
  const { lang, language, currency } = await currencyContext();
  const setting = (await getCategories(currency)).find((c) => c.type === type);
  if (!setting) return null;
  return { lang, language, currency, setting, label: categoryLabel(setting.memberDisplay, language, type) };
});
