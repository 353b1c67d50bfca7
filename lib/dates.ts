import type { CountryItem } from './contracts/common';
import { wallClock } from './wall-clock';

/** docs/PRODUCT.md §8: an invalid date is displayed as a dash. */
export const DASH = '—';

export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Two digits: "05". */
const pad2 = (n: number) => String(n).padStart(2, '0');

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The locale's own date (and time) order, on one calendar for every language: Gregorian with Latin
 * digits, Thai included (th-TH would otherwise count Buddhist years, 2569, beside the Gregorian years
 * the rest of the site and the console use), times on a 24-hour clock. A bare language (the
 * console's "en") reads day first, as every country the site serves does. An unknown zone or
 * locale falls back to UTC and English rather than throwing.
 */
function dateFormat(locale: string, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    const tag = locale.includes('-') ? locale : locale === 'en' ? 'en-GB' : locale;
    const options: Intl.DateTimeFormatOptions = {
      // Chinese names the month by its number unpadded ("1月"): a padded day beside it would read "1月01日".
      day: tag.startsWith('zh') ? 'numeric' : '2-digit',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    };
    try {
      format = new Intl.DateTimeFormat(`${tag}-u-ca-gregory-nu-latn`, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-GB-u-ca-gregory-nu-latn', { ...options, timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}

/** The day in `timeZone`, in the locale's order: "05 Nov 2026", "05 พ.ย. 2026", "2026年11月5日". */
export function formatDate(value: DateInput, locale: string, timeZone: string): string {
  const date = toDate(value);
  return date ? dateFormat(locale, timeZone, false).format(date) : DASH;
}

/** The day and the time (24-hour) in `timeZone`, in the locale's order: "05 Nov 2026, 14:05". */
export function formatDateTime(value: DateInput, locale: string, timeZone: string): string {
  const date = toDate(value);
  return date ? dateFormat(locale, timeZone, true).format(date) : DASH;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (yyyy-mm-dd, no zone of its own: a filter's bound, a period's first or last day)
 * in the locale's order, as formatDate writes days: "02 Dec 2026", "2026年12月2日". A dash for
 * anything else.
 */
export function formatIsoDay(day: string, locale: string): string {
  // Noon UTC names the same calendar day in any zone the formatter could use.
  return ISO_DAY.test(day) ? formatDate(`${day}T12:00:00Z`, locale, 'UTC') : DASH;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The time alone (24-hour, Latin digits) in `timeZone`: a chat bubble's "16:05". */
export function formatTime(value: DateInput, locale: string, timeZone: string): string {
  const date = toDate(value);
  if (!date) return DASH;
  const key = `${locale}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    try {
      format = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    }
    timeFormats.set(key, format);
  }
  return format.format(date);
}

const zoneNames = new Map<string, string>();

/**
 * A zone's name in the member's language, never its IANA id: "Malaysia Time", "เวลามาเลเซีย",
 * "马来西亚时间" (the generic name as of today, so it does not change with daylight saving). An unknown zone or
 * locale reads as UTC's name rather than throwing.
 */
export function formatTimeZoneName(timeZone: string, locale: string): string {
  const key = `${locale}|${timeZone}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    const nameIn = (tag: string, zone: string) =>
      new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: 'longGeneric' })
        .formatToParts(Date.now())
        .find((part) => part.type === 'timeZoneName')?.value ?? zone;
    try {
      name = nameIn(locale, timeZone);
    } catch {
      name = nameIn('en-GB', 'UTC');
    }
    zoneNames.set(key, name);
  }
  return name;
}

/** The ISO calendar day (yyyy-mm-dd) an instant falls on in `timeZone`. */
export function isoDayIn(instant: Date, timeZone: string): string {
  const { day, month, year } = wallClock(instant, timeZone);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The country of a `{language}-{country}` locale ("th-th" → "TH"). */
export function countryOfLocale(locale: string): string {
  return (locale.split('-')[1] ?? '').toUpperCase();
}

/** The IANA zone a country's members see their times in; UTC for a country the list does not know. */
export function timeZoneOfCountry(countries: readonly CountryItem[], countryCode: string | undefined): string {
  const code = countryCode?.toUpperCase();
  return countries.find((c) => c.countryCode === code)?.timeZone || 'UTC';
}
