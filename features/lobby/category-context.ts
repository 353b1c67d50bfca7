import 'server-only';
import { getLocale } from 'next-intl/server';
import { categoryLabel } from '@/lib/category-label';
import { findCountry, parseLangSegment } from '@/lib/language';
import { getCategories, getCountries, getMember } from '@/lib/site-data';

/** The category a lobby route names, for the current currency; null when it is not enabled (gms). */
export async function categoryContext(type: string) {
  const [lang, countries, member] = await Promise.all([getLocale(), getCountries(), getMember()]);
  const segment = parseLangSegment(lang);
  const currency = member?.currency ?? findCountry(countries, segment?.country ?? '')?.currency ?? '';
  const setting = (await getCategories(currency)).find((c) => c.type === type);
  if (!setting) return null;
  return { lang, currency, setting, label: categoryLabel(setting.memberDisplay, segment?.language ?? 'en', type) };
}
