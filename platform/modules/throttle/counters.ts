import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { throttleCounters } from '../../db/schema-throttle';

export type CounterRef = { scope: string; key: string };
export type Window = { now: Date; windowMs: number };

/**
 * Adds `amount` to the counter and returns its new value, in one upsert: parallel callers each
 * see a distinct total, so "the first N pass" is exact. A window that has run out starts again
 * at `amount`.
 */
export async function addToCounter(db: Database, ref: CounterRef, window: Window, amount = 1): Promise<number> {
  const expiredBefore = new Date(window.now.getTime() - window.windowMs).toISOString();
  const nowIso = window.now.toISOString();
  const stale = sql`${throttleCounters.windowStartedAt} <= ${expiredBefore}::timestamptz`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ scope: ref.scope, key: ref.key, count: amount, windowStartedAt: window.now })
    .onConflictDoUpdate({
      target: [throttleCounters.scope, throttleCounters.key],
      set: {
        count: sql`case when ${stale} then ${amount}::bigint else ${throttleCounters.count} + ${amount}::bigint end`,
        windowStartedAt: sql`case when ${stale} then ${nowIso}::timestamptz else ${throttleCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: throttleCounters.count });
  return row!.count;
}

/** The counter's value in its current window (0 when there is none or it ran out). */
export async function readCounter(db: Database, ref: CounterRef, window: Window): Promise<number> {
  const [row] = await db
    .select({ count: throttleCounters.count, startedAt: throttleCounters.windowStartedAt })
    .from(throttleCounters)
    .where(and(eq(throttleCounters.scope, ref.scope), eq(throttleCounters.key, ref.key)))
    .limit(1);
  if (!row || row.startedAt.getTime() <= window.now.getTime() - window.windowMs) return 0;
  return row.count;
}

/** Gives back what an attempt took (a login that turned out right, an upload refused after counting). */
export async function subtractFromCounter(db: Database, ref: CounterRef, amount = 1): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ count: sql`greatest(${throttleCounters.count} - ${amount}::bigint, 0)` })
    .where(and(eq(throttleCounters.scope, ref.scope), eq(throttleCounters.key, ref.key)));
}

export async function clearCounter(db: Database, ref: CounterRef): Promise<void> {
  await db.delete(throttleCounters).where(and(eq(throttleCounters.scope, ref.scope), eq(throttleCounters.key, ref.key)));
}

/**
 * Takes one attempt out of `max` for this window: true while under the limit. The attempt is
 * counted before the caller does the slow or sensitive work, so a burst of parallel requests
 * gets exactly `max` through.
 */
export async function takeAttempt(db: Database, ref: CounterRef, window: Window, max: number): Promise<boolean> {
  return (await addToCounter(db, ref, window)) <= max;
}

/** Drops counters whose window ended long ago; cheap, called now and then by writers. */
export async function pruneCounters(db: Database, olderThan: Date): Promise<void> {
  await db.delete(throttleCounters).where(lt(throttleCounters.windowStartedAt, olderThan));
}
