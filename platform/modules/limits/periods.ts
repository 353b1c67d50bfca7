import type { LimitPeriod } from '@/lib/contracts/limits';
import { wallClock } from '@/lib/wall-clock';
import { midnightIn } from '../history';

const DAY_MS = 86_400_000;

/**
 * A limit's period in the member's country's zone: a day from local midnight, a week from Monday's
 * midnight, a month from the 1st's midnight. `start` and `end` are UTC instants (end exclusive);
 * `startDay` is the local date the period starts on (the usage rows' key, the warning's mark).
 */
export type PeriodBounds = { startDay: string; endDay: string; start: Date; end: Date };

/** The calendar day an instant falls on in `timeZone` (yyyy-mm-dd). */
export function localDay(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The period of kind `period` that `now` falls in, in `timeZone`. */
export function periodAt(period: LimitPeriod, now: Date, timeZone: string): PeriodBounds {
  const today = localDay(now, timeZone);
  const [startDay, endDay] = dayRange(period, today);
  return { startDay, endDay, start: midnightIn(startDay, timeZone), end: midnightIn(endDay, timeZone) };
}

/** The first local day of the period containing `day`, and the first day after it. */
function dayRange(period: LimitPeriod, day: string): [string, string] {
  if (period === 'day') return [day, addDays(day, 1)];
  if (period === 'week') {
    // getUTCDay: 0 Sunday … 6 Saturday; a week starts on Monday.
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const monday = addDays(day, -((weekday + 6) % 7));
    return [monday, addDays(monday, 7)];
  }
  const [year, month] = day.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return [`${year}-${pad(month)}-01`, next];
}

/** The earliest day any period containing `now` starts on: how far back usage is read. */
export function earliestPeriodDay(now: Date, timeZone: string): string {
  const week = periodAt('week', now, timeZone).startDay;
  const month = periodAt('month', now, timeZone).startDay;
  return week < month ? week : month;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');
