import { isoDayIn } from '@/lib/dates';
import { isIsoDay } from './iso-day';

/** docs/PRODUCT.md §9: the default date range of a history is 90 days. */
export const DEFAULT_RANGE_DAYS = 90;

const DAY_MS = 86_400_000;

export type DateRange = { from: string; to: string };

/** Moves an ISO day by whole days (calendar arithmetic in UTC, so no DST surprises). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Today as transaction/list counts days: calendar days in the member's country's zone
 * (platform/modules/history/range.ts). Server and browser are given the same zone, so the
 * server-rendered range is the one the browser hydrates.
 */
export function historyToday(now: Date, timeZone = 'UTC'): string {
  return isoDayIn(now, timeZone);
}

/** The last 90 days, both ends inclusive, ending on `today` (an ISO day). */
export function defaultRange(today: string): DateRange {
  return { from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), to: today };
}

/** ISO days compare as strings; the contract's range is inclusive, so from may equal to. */
export function isValidRange(from: string, to: string): boolean {
  return isIsoDay(from) && isIsoDay(to) && from <= to;
}
