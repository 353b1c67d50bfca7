import { wallClock } from './wall-clock';

/**
 * The days the money timeline covers (UKGC RTS 1: at least the last 12 months), shared by the
 * platform (timeline/list) and the site (its date inputs). Days are ISO days (yyyy-mm-dd) on the
 * member's country clock, both ends inclusive.
 */
export const TIMELINE_MONTHS = 12;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day an instant falls on in `timeZone` (UTC when the zone is unknown). */
export function dayOn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A real calendar day, or undefined ("2026-02-30" is not one). */
export function parseDay(value: string | undefined): string | undefined {
  const match = ISO_DAY.exec(value ?? '');
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : undefined;
}

/** The same day `months` earlier; a day the shorter month lacks becomes its last (31 May → 30 Apr, 29 Feb → 28 Feb). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** The first day the timeline reaches back to: the same day 12 months ago. */
export const timelineEarliest = (today: string) => monthsBefore(today, TIMELINE_MONTHS);

export type TimelineDays = { from: string; to: string; earliest: string };

/**
 * The range asked for, defaults filled in (the whole 12 months up to today). Refused: a date that
 * is not a day or a range that ends before it starts (error_date), and a start earlier than 12
 * months ago (error_range).
 */
export function resolveTimelineDays(
  input: { from?: string | undefined; to?: string | undefined },
  today: string,
): { ok: true; days: TimelineDays } | { ok: false; msg: 'error_date' | 'error_range' } {
  const earliest = timelineEarliest(today);
  const to = input.to === undefined ? today : parseDay(input.to);
  const from = input.from === undefined ? earliest : parseDay(input.from);
  if (!to || !from || from > to) return { ok: false, msg: 'error_date' };
  if (from < earliest) return { ok: false, msg: 'error_range' };
  return { ok: true, days: { from, to, earliest } };
}
