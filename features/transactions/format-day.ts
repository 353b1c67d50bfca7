import { DASH, formatDate, formatDateTime } from '@/lib/dates';
import { parseBackendTime } from './local-time';

export { DASH };

/**
 * docs/PRODUCT.md §9 `dd Mon yyyy` ("05 Nov 2026"), the month in the page's language, the day in the
 * member's country's zone: the days transaction/list filters by, so a row dated 05 Nov is always
 * inside a range ending 05 Nov. A naive back-end time is read as UTC+8 wall clock first.
 */
export function formatDay(value: string | null | undefined, locale: string, timeZone: string): string {
  const instant = parseBackendTime(value);
  return instant ? formatDate(instant, locale, timeZone) : DASH;
}

/** A row's moment: its day and time (24-hour) in the member's country's zone, in the locale's order. */
export function formatMoment(value: string | null | undefined, locale: string, timeZone: string): string {
  const instant = parseBackendTime(value);
  return instant ? formatDateTime(instant, locale, timeZone) : DASH;
}
