import { parseBackendTime } from './local-time';

/** docs/PRODUCT.md §8: an invalid date is displayed as a dash. */
export const DASH = '—';

const monthNames = new Map<string, string[]>();

/** The twelve short month names in the page's language, Gregorian (th-th would otherwise count Buddhist years). */
function shortMonths(locale: string): string[] {
  let names = monthNames.get(locale);
  if (!names) {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC', calendar: 'gregory' });
    } catch {
      format = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
    }
    names = Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 15)));
    monthNames.set(locale, names);
  }
  return names;
}

/**
 * docs/PRODUCT.md §9 `dd Mon yyyy` ("05 Nov 2026"), the month in the page's language. The day is the UTC
 * day, the calendar transaction/list filters by, so a row dated 05 Nov is always inside a range
 * ending 05 Nov (and server and browser render the same text).
 */
export function formatDay(value: string | null | undefined, locale: string): string {
  const instant = parseBackendTime(value);
  if (!instant) return DASH;
  const dd = String(instant.getUTCDate()).padStart(2, '0');
  return `${dd} ${shortMonths(locale)[instant.getUTCMonth()]} ${instant.getUTCFullYear()}`;
}
