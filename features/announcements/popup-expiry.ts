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
