import { isIsoDay } from './iso-day';

/**
 * The operator back end's clocks run on UTC+8 wall-clock time (docs/PRODUCT.md §9: "a local-time helper
 * shifts a time back 8 hours").
 *
 * Where it applies here: our contract sends instants (ISO 8601 with `Z` or an offset), which need
 * no shift. An operator's own back end may instead send naive wall-clock strings
 * ("2026-11-05 07:30:00"); parseBackendTime reads those as UTC+8 and shifts them back 8 hours to
 * the instant they mean, so both kinds of back end display the same day. Days are then shown and
 * filtered as UTC days, like transaction/list counts them.
 */
export const BACKEND_UTC_OFFSET_HOURS = 8;

const HOUR_MS = 3_600_000;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const NAIVE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/;

/** docs/PRODUCT.md §9: back-end wall-clock time read as if it were UTC → the real UTC instant (8 hours earlier). */
export function toLocalTime(date: Date): Date {
  return new Date(date.getTime() - BACKEND_UTC_OFFSET_HOURS * HOUR_MS);
}

/** An ISO 8601 instant (with Z or an offset): what our platform sends for every time. */
export function isInstant(value: string): boolean {
  return WITH_ZONE.test(value.trim());
}

/** An instant from a back-end time string, or null when it is not a date at all. */
export function parseBackendTime(value: string | null | undefined): Date | null {
  const text = (value ?? '').trim();
  // Date rolls "2026-02-30" over into March: that is not a date the back end meant.
  if (!isIsoDay(text.slice(0, 10))) return null;
  if (WITH_ZONE.test(text)) return valid(new Date(text));
  const naive = NAIVE.exec(text);
  if (!naive) return null;
  const wallClockAsUtc = valid(new Date(`${naive[1]}T${naive[2] ?? '00:00'}Z`));
  return wallClockAsUtc && toLocalTime(wallClockAsUtc);
}

function valid(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}
