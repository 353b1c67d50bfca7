/**
 * The date range of a history query. Days are calendar days (yyyy-mm-dd) in the member's country's
 * time zone (the zone the site shows their times in), both ends inclusive; without dates it is the
 * last 90 days ending today (docs/PRODUCT.md §9's default date-range helper).
 */
import { wallClock } from '@/lib/wall-clock';

export const DEFAULT_RANGE_DAYS = 90;
const DAY_MS = 86_400_000;

export type HistoryRange = {
  from: string;
  to: string;
  /** first instant included: local midnight of `from` */
  start: Date;
  /** first instant after the range (exclusive): local midnight after `to`, so the whole `to` day counts */
  end: Date;
};

/** The range, or undefined when a date is not a real day or `from` is after `to`. */
export function resolveRange(
  input: { from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone = 'UTC',
): HistoryRange | undefined {
  const toDay = input.to === undefined ? dayIn(now, timeZone) : parseDay(input.to);
  if (!toDay) return undefined;
  const fromDay = input.from === undefined ? addDays(toDay, -(DEFAULT_RANGE_DAYS - 1)) : parseDay(input.from);
  if (!fromDay || fromDay > toDay) return undefined;
  return { from: fromDay, to: toDay, start: midnightIn(fromDay, timeZone), end: midnightIn(addDays(toDay, 1), timeZone) };
}

/** The calendar day an instant falls on in `timeZone` (UTC when the zone is unknown). */
export function dayIn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The instant a day starts in `timeZone`: UTC midnight moved back by the zone's offset at that time. */
export function midnightIn(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  // A second pass settles a zone whose offset changes between the guess and the midnight.
  return new Date(utcMidnight - offsetMs(new Date(guess), timeZone));
}

function offsetMs(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "2026-02-30" is not a day: the parsed date must print back as the same string. */
function parseDay(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? undefined : day;
}
