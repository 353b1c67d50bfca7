import type { Database } from '../../db/connection';

/**
 * Facts a wallet call looks up before its transaction, kept per database handle (tests open many):
 * a member's currency never changes, so it is kept for as long as the process runs; a provider can
 * be disabled or change its wallet type, so it is kept for PROVIDER_TTL_MS only. Only positive
 * answers are kept, so a member or provider created a moment ago is found on the next call.
 * Bounded: when a map grows past its limit it starts again (a cold read is one indexed query).
 */
export const PROVIDER_TTL_MS = 5_000;
const MAX_ENTRIES = 100_000;

type Entry<V> = { value: V; until: number };

export function referenceCache<V>(ttlMs: number) {
  const byDb = new WeakMap<Database, Map<string | number, Entry<V>>>();
  return async function cached(db: Database, key: string | number, load: () => Promise<V | null | undefined>): Promise<V | undefined> {
    let entries = byDb.get(db);
    if (!entries) byDb.set(db, (entries = new Map()));
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = await load();
    if (value === null || value === undefined) return undefined;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { value, until: now + ttlMs });
    return value;
  };
}
