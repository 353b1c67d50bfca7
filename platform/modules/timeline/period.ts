import { dayOn, resolveTimelineDays, type TimelineDays } from '@/lib/timeline-period';
import { midnightIn } from '../history';

export type TimelinePeriod = TimelineDays & {
  /** first instant included: midnight starting `from` in the member's zone */
  start: Date;
  /** first instant after the period: midnight ending `to`, so the whole last day counts */
  end: Date;
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The period of a timeline query as instants, its days read on the member's country clock at `now`. */
export function timelinePeriod(
  input: { from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone: string,
): { ok: true; period: TimelinePeriod } | { ok: false; msg: 'error_date' | 'error_range' } {
  const resolved = resolveTimelineDays(input, dayOn(now, timeZone));
  if (!resolved.ok) return resolved;
  const { days } = resolved;
  return { ok: true, period: { ...days, start: midnightIn(days.from, timeZone), end: midnightIn(nextDay(days.to), timeZone) } };
}
