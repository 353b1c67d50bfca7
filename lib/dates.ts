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

const monthNames = new Map<string, string[]>();

/**
 * The twelve short month names in the locale, standing alone ("Nov", "พ.ย.", "11月"). One calendar
 * for every language: Gregorian with Latin digits, Thai included (th-TH would otherwise count
 * Buddhist years, 2569, beside the Gregorian years the rest of the site and the console use).
 */
function shortMonths(locale: string): string[] {
  let names = monthNames.get(locale);
  if (!names) {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, { month: 'short', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
    }
    names = Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 15)));
    monthNames.set(locale, names);
  }
  return names;
}

/** docs/PRODUCT.md §9 `dd Mon yyyy` ("05 Nov 2026", "05 พ.ย. 2026"): the day in `timeZone`, the month's short name in the locale. */
export function formatDate(value: DateInput, locale: string, timeZone: string): string {
  const date = toDate(value);
  if (!date) return DASH;
  const { day, month, year } = wallClock(date, timeZone);
  return `${pad2(day)} ${shortMonths(locale)[month - 1]} ${year}`;
}

/** `dd Mon yyyy, HH:mm` on a 24-hour clock in `timeZone`. */
export function formatDateTime(value: DateInput, locale: string, timeZone: string): string {
  const date = toDate(value);
  if (!date) return DASH;
  const { day, month, year, hour, minute } = wallClock(date, timeZone);
  return `${pad2(day)} ${shortMonths(locale)[month - 1]} ${year}, ${pad2(hour)}:${pad2(minute)}`;
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
