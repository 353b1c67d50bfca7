import type { CountryItem } from '@/lib/contracts/common';
import { countryName } from '@/lib/country-name';
import { countriesFor, segmentOf } from '@/lib/language';

export type LanguageOption = { segment: string; language: string; languageName: string; country: string; countryCode: string };

/** The segments a user may switch to, grouped by country (a member sees only their currency's countries), countries named in `locale`. */
export function languageOptions(countries: readonly CountryItem[], memberCurrency: string | null, locale = 'en'): LanguageOption[] {
  return countriesFor(countries, memberCurrency).flatMap((c) =>
    Object.entries(c.languages).map(([language, languageName]) => ({
      segment: segmentOf(language, c.countryCode),
      language,
      languageName,
      country: countryName(c.countryCode, locale, c.country),
      countryCode: c.countryCode,
    })),
  );
}
