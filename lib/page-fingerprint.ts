import type { FingerprintResult } from './fingerprint';

let memo: FingerprintResult | null = null;
let pending: Promise<FingerprintResult | null> | null = null;

/**
 * The page's fingerprint, computed once: `compute` runs on the first call only (the agent and the
 * §3 collection are downloaded then, at the visitor's first input: see startup effects); later
 * calls share its answer. This module is all of the fingerprint a page loads up front. Null when
 * it could not be computed (its code did not load): calls go without `fp`, the next start tries again.
 */
export function startFingerprint(compute: () => Promise<FingerprintResult>): Promise<FingerprintResult | null> {
  pending ??= compute().then(
    (result) => (memo = result),
    () => (pending = null),
  );
  return pending;
}

/** The fingerprint when it is ready; null before (calls made then carry no `fp` header). */
export function currentFingerprint(): FingerprintResult | null {
  return memo;
}

/**
 * Waits up to `ms` for the fingerprint (register and login carry it for the self-referral check,
 * even when the member is faster than the agent). `start` begins it when nothing has yet; without
 * it, null if none is coming.
 */
export async function fingerprintWithin(ms: number, start?: () => unknown): Promise<FingerprintResult | null> {
  if (!memo && !pending) start?.();
  if (memo || !pending) return memo;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Test helper: forget the page's fingerprint. */
export function resetFingerprintMemo(): void {
  memo = null;
  pending = null;
}
