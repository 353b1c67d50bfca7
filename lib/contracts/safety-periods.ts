import type { BreakKind, CoolOffPeriod, ExclusionPeriod } from './safety-choices';

/**
 * When a break ends, one rule for the platform (which stores it) and the page (which says the date
 * before the member confirms).
 */
const DAY_MS = 86_400_000;

/** A cool-off counts exact hours: '1d' ends 24 hours after it starts, to the second. */
const COOL_OFF_DAYS: Record<CoolOffPeriod, number> = { '1d': 1, '3d': 3, '1w': 7, '2w': 14, '4w': 28, '6w': 42 };
/** A self-exclusion counts calendar months in UTC. */
const EXCLUSION_MONTHS: Record<Exclude<ExclusionPeriod, 'permanent'>, number> = { '6m': 6, '1y': 12, '2y': 24, '3y': 36, '5y': 60 };

/** When a break taken at `start` ends: null for a permanent self-exclusion. */
export function breakEnd(kind: BreakKind, period: string, start: Date): Date | null {
  if (kind === 'cool_off') {
    const days = COOL_OFF_DAYS[period as CoolOffPeriod];
    if (!days) throw new Error(`Unknown cool-off period: ${period}`);
    return new Date(start.getTime() + days * DAY_MS);
  }
  if (period === 'permanent') return null;
  const months = EXCLUSION_MONTHS[period as Exclude<ExclusionPeriod, 'permanent'>];
  if (!months) throw new Error(`Unknown self-exclusion period: ${period}`);
  return addMonthsUtc(start, months);
}

/** The same day and time `months` later; a day the month lacks (31 August + 6) is that month's last day. */
export function addMonthsUtc(start: Date, months: number): Date {
  const target = new Date(start.getTime());
  const day = start.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
