const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The Gregorian date and 24-hour time an instant shows on a clock in `timeZone` (UTC when the zone
 * is unknown). The site's dates (lib/dates.ts) and the platform's day ranges both read it.
 */
export function wallClock(instant: Date, timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    };
    try {
      clock = new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', { ...options, timeZone });
    } catch {
      clock = new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', { ...options, timeZone: 'UTC' });
    }
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(instant);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second') };
}
