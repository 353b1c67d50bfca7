/**
 * The date range of a history query. Days are UTC calendar days (yyyy-mm-dd), both ends inclusive;
 * without dates it is the last 90 days ending today (docs/PRODUCT.md §9's default date-range helper).
 */
export const DEFAULT_RANGE_DAYS = 90;
const DAY_MS = 86_400_000;

export type HistoryRange = {
  from: string;
  to: string;
  /** first instant included */
  start: Date;
  /** first instant after the range (exclusive), so the whole `to` day counts */
  end: Date;
};

/** The range, or undefined when a date is not a real day or `from` is after `to`. */
export function resolveRange(input: { from?: string | undefined; to?: string | undefined }, now: Date): HistoryRange | undefined {
  const today = startOfUtcDay(now);
  const toDay = input.to === undefined ? today : parseDay(input.to);
  if (!toDay) return undefined;
  const fromDay = input.from === undefined ? new Date(toDay.getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS) : parseDay(input.from);
  if (!fromDay || fromDay > toDay) return undefined;
  return { from: formatDay(fromDay), to: formatDay(toDay), start: fromDay, end: new Date(toDay.getTime() + DAY_MS) };
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** "2026-02-30" is not a day: the parsed date must print back as the same string. */
function parseDay(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || formatDay(date) !== day ? undefined : date;
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
