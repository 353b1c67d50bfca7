/**
 * When the reality check speaks, as pure arithmetic over one clock (the caller passes `now`, so
 * tests move time by hand). A session is the time since login; the platform says when it began and
 * what its own clock read, and the page counts on from there, so a wrong clock on the member's
 * device neither hides nor hurries a reminder.
 */

export type SessionFacts = {
  /** The login, in ms since the epoch (the platform's clock). */
  startedAtMs: number;
  /** The platform's clock when it answered. */
  serverNowMs: number;
  /** The page's clock when the answer arrived. */
  receivedAtMs: number;
};

const MINUTE = 60_000;

/** How long the session has lasted at the page's `nowMs`. */
export function elapsedMs(facts: SessionFacts, nowMs: number): number {
  return Math.max(0, facts.serverNowMs + (nowMs - facts.receivedAtMs) - facts.startedAtMs);
}

/** How many reminders are due by now: one at each whole interval (none while the reminder is off). */
export function remindersDue(elapsed: number, intervalMinutes: number): number {
  return intervalMinutes > 0 ? Math.floor(elapsed / (intervalMinutes * MINUTE)) : 0;
}

/**
 * Milliseconds until the next reminder the member has not yet answered: 0 when one is due now,
 * null when the reminder is off.
 */
export function msUntilReminder(elapsed: number, intervalMinutes: number, answered: number): number | null {
  if (intervalMinutes <= 0) return null;
  const next = Math.max(answered + 1, 1) * intervalMinutes * MINUTE;
  return Math.max(0, next - elapsed);
}

/** Milliseconds until the session limit (0: reached), or null without one. */
export function msUntilLimit(elapsed: number, limitMinutes: number | null): number | null {
  return limitMinutes === null ? null : Math.max(0, limitMinutes * MINUTE - elapsed);
}

/** Whole hours and the minutes left over. */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const minutes = Math.floor(ms / MINUTE);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The browser remembers which reminder of a session the member answered (every tab shares it). */
const answeredKey = (startedAt: string) => `reality-check:${startedAt}`;

export function readAnswered(startedAt: string): number {
  try {
    return Number(window.localStorage.getItem(answeredKey(startedAt))) || 0;
  } catch {
    return 0;
  }
}

export function writeAnswered(startedAt: string, count: number): void {
  try {
    window.localStorage.setItem(answeredKey(startedAt), String(count));
  } catch {
    // Private mode without storage: the reminder comes back after a reload, which errs on the safe side.
  }
}
