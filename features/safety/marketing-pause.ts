/**
 * A member on a break cannot sign in, so the platform never knows them on the site: the browser
 * that took the break, or was refused a login for one, remembers its end in a cookie and is shown
 * no promotional pop-ups until then (the home page reads it on the server).
 */
export const MARKETING_PAUSE_COOKIE = 'marketing_pause';

/** Five years from now stands for a permanent break: a cookie cannot outlive the browser's own cap anyway. */
const PERMANENT_MS = 5 * 365 * 86_400_000;

/** The cookie's value: the end in ms since the epoch. */
export function marketingPauseCookie(endsAt: string | null, nowMs: number): string {
  const until = endsAt === null ? nowMs + PERMANENT_MS : Date.parse(endsAt);
  const maxAge = Math.max(0, Math.ceil((until - nowMs) / 1000));
  return `${MARKETING_PAUSE_COOKIE}=${until}; path=/; max-age=${maxAge}; samesite=lax`;
}

/** Whether the cookie's value pauses marketing now (the home page asks on the server, once per request). */
export function isMarketingPaused(value: string | undefined): boolean {
  return marketingPaused(value, Date.now());
}

/** Whether the cookie's value still pauses marketing at `nowMs`. */
export function marketingPaused(value: string | undefined, nowMs: number): boolean {
  const until = Number(value);
  return Number.isFinite(until) && until > nowMs;
}
