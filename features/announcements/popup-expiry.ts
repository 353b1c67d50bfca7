import { cacheGet, cacheSet } from '@/lib/client-cache';

const DAY_MS = 86_400_000;
const key = (id: number) => `popup-hidden:${id}`;

/** A pop-up shows unless "don't show again" stored an expiry that has not passed yet. */
export function isPopupDue(hiddenUntil: number | undefined, now: number): boolean {
  return hiddenUntil === undefined || hiddenUntil <= now;
}

/** "Don't show again": hidden until now + hide_period days. */
export function hiddenUntil(now: number, hidePeriodDays: number): number {
  return now + hidePeriodDays * DAY_MS;
}

/** The stored expiry of one pop-up (IndexedDB `rts`, like the rest of the client cache); it never goes stale by age. */
export async function readHiddenUntil(id: number): Promise<number | undefined> {
  return cacheGet<number>(key(id), { maxAgeMs: Number.POSITIVE_INFINITY });
}

export async function hidePopup(id: number, until: number): Promise<void> {
  await cacheSet(key(id), until);
}

/**
 * The same expiry as a cookie the server reads, so the home page renders the pop-ups that are due
 * in its HTML (they are the largest thing on a phone's first screen: waiting for the client to
 * read IndexedDB made them paint seconds late). The cookie lives exactly as long as the expiry;
 * IndexedDB stays the client's answer after hydration.
 */
export const POPUP_HIDDEN_COOKIE = 'popup-hidden-';

export function hiddenCookie(id: number, until: number, now: number): string {
  const seconds = Math.max(0, Math.floor((until - now) / 1000));
  return `${POPUP_HIDDEN_COOKIE}${id}=1; path=/; max-age=${seconds}; samesite=lax`;
}

/** The pop-up ids the request's cookies hide. */
export function hiddenIdsFromCookies(names: readonly string[]): Set<number> {
  const ids = names.filter((n) => n.startsWith(POPUP_HIDDEN_COOKIE)).map((n) => Number(n.slice(POPUP_HIDDEN_COOKIE.length)));
  return new Set(ids.filter((id) => Number.isInteger(id)));
}
