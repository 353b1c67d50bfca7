import 'server-only';
import { getRequestConfig } from 'next-intl/server';
import { countryOfLocale, timeZoneOfCountry } from '@/lib/dates';
import { parseLangSegment } from '@/lib/language';
import { getCountries } from '@/lib/site-data';
import en from '@/messages/en.json';
import { FALLBACK_LANGUAGE, messageLanguageOf } from './languages';
import { mergeMessages } from './merge-messages';

/** A language whose file is missing or broken reads in English rather than failing the page. */
async function loadMessages(language: string): Promise<typeof en> {
  try {
    return (await import(`../../messages/${language}.json`)).default as typeof en;
  } catch (error) {
    console.error(`[i18n] messages/${language}.json could not be loaded`, error);
    return en;
  }
}

/**
 * The locale is the whole `{language}-{country}` segment (a valid BCP 47 tag, so dates and
 * numbers format for the country); messages are per base language. proxy.ts sets the header
 * next-intl reads the request locale from.
 */
export default getRequestConfig(async ({ requestLocale, locale }) => {
  // `locale` when a caller names one (getMessages({ locale }) in /builds/messages), else the request's.
  const segment = parseLangSegment(locale ?? (await requestLocale)) ?? parseLangSegment('en-my')!;
  const language = messageLanguageOf(segment.language);
  const messages = language === FALLBACK_LANGUAGE ? en : mergeMessages(en, await loadMessages(language));
  const countries = await getCountries();
  return {
    locale: segment.segment,
    // The segment's country's zone (proxy.ts keeps a member on their own country), as the client
    // providers use, so server and browser render the same times. No request headers read here.
    timeZone: timeZoneOfCountry(countries, countryOfLocale(segment.segment)),
    messages,
    // docs/PRODUCT.md §9: the default for a missing translation is the key itself.
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
    onError: (error) => {
      if (error.code !== 'MISSING_MESSAGE') console.error(error);
    },
  };
});
