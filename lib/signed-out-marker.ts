/**
 * A sign-out leaves a mark in localStorage, seen by every tab of the browser: a member's page that
 * was in the back/forward cache while it happened can tell at once, before asking the server, that
 * the member it shows has gone (components/providers/use-restored-page-check.ts).
 */
export const SIGNED_OUT_KEY = 'signed-out-at';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function markSignedOut(storage: Store, now: number): void {
  try {
    storage.setItem(SIGNED_OUT_KEY, String(now));
  } catch {
    // storage full or refused: the restored page still learns it from the server
  }
}

/** Whether a sign-out was marked at or after `since` (ms since the epoch). */
export function signedOutSince(storage: Store, since: number): boolean {
  try {
    const at = Number(storage.getItem(SIGNED_OUT_KEY));
    return Number.isFinite(at) && at > 0 && at >= since;
  } catch {
    return false;
  }
}
