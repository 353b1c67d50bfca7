import { isBreakRefusal, type BreakRefusal } from './contracts/safety-choices';

/** A login refused during a cool-off or self-exclusion, as the login form shows it. */
export type BreakNotice = {
  msg: BreakRefusal;
  output: { kind: 'cool_off' | 'self_exclusion'; period: string; startedAt: string; endsAt: string | null; timeZone: string };
};

/**
 * The form login's redirect back to the dialog (before the page's scripts run) carries the break's
 * end and zone beside `error`, so that path names the end date too.
 */
export function breakQuery(msg: string, output: unknown): Record<string, string> {
  const brk = output as Partial<BreakNotice['output']> | undefined;
  if (!isBreakRefusal(msg) || !brk || typeof brk.timeZone !== 'string') return {};
  return { until: brk.endsAt ?? 'permanent', tz: brk.timeZone };
}

export function breakFromQuery(params: URLSearchParams): BreakNotice | null {
  const msg = params.get('error') ?? '';
  const until = params.get('until');
  const timeZone = params.get('tz');
  if (!isBreakRefusal(msg) || !until || !timeZone || !/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/.test(timeZone)) return null;
  const endsAt = until === 'permanent' ? null : Number.isNaN(Date.parse(until)) ? undefined : until;
  if (endsAt === undefined) return null;
  return {
    msg,
    output: { kind: msg === 'cool_off_in_force' ? 'cool_off' : 'self_exclusion', period: '', startedAt: '', endsAt, timeZone },
  };
}
