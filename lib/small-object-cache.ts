/**
 * The site's storage route keeps small artwork (thumbnails, pop-up and banner art: WebP or SVG of a few KB)
 * in memory for a few minutes, so the images a page's largest paint waits for are answered
 * without a round trip to storage. Bounded in count, size and age; the oldest entry goes first.
 */
export type CachedObject = { body: Uint8Array; headers: [string, string][] };

export const SMALL_OBJECT_BYTES = 64 * 1024;
const MAX_ENTRIES = 500;
const TTL_MS = 10 * 60_000;

const entries = new Map<string, { object: CachedObject; storedAt: number }>();

export function cachedObject(key: string, now = Date.now()): CachedObject | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (now - entry.storedAt > TTL_MS) {
    entries.delete(key);
    return null;
  }
  return entry.object;
}

export function cacheObject(key: string, object: CachedObject, now = Date.now()): void {
  if (object.body.byteLength > SMALL_OBJECT_BYTES) return;
  entries.delete(key);
  entries.set(key, { object, storedAt: now });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}
