/**
 * The loyalty day: it starts at local midnight of a fixed UTC offset (LOYALTY_DAY_OFFSET_HOURS,
 * 8 by default: the operator's back end runs on UTC+8 wall-clock time). Times are stored in UTC;
 * a day is named by its local date, 'YYYY-MM-DD'.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The local date of an instant. */
export function loyaltyDay(now: Date, offsetHours: number): string {
  return new Date(now.getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 10);
}

/** The UTC instants a local day runs between: [start, end). */
export function dayBounds(day: string, offsetHours: number): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - offsetHours * HOUR_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The local date `days` days before (negative: after) `day`. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** When the current loyalty day ends (daily tasks reset). */
export function nextReset(now: Date, offsetHours: number): Date {
  return dayBounds(loyaltyDay(now, offsetHours), offsetHours).end;
}
