import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { throttleCounters } from '../../db/schema-throttle';
import type { CounterRef } from './counters';

/** A token bucket: holds `burst` tokens and gains one every `intervalMs` (a burst, then a steady pace). */
export type Bucket = { burst: number; intervalMs: number };

/**
 * Takes one token: true when the bucket had one. A fixed window (counters.ts) lets twice its limit
 * through around a window's edge; this keeps the pace. It is the generic cell rate algorithm on
 * the same counters table: the row's `count` holds the bucket's theoretical arrival time (ms since
 * the epoch), which each token taken moves one interval on, and a take is allowed while that stays
 * within `burst` intervals of now. One upsert whose update only happens when allowed (and returns
 * a row only then): parallel callers queue on the row, so exactly the tokens there are pass, and a
 * refused take changes nothing.
 */
export async function takeToken(db: Database, ref: CounterRef, bucket: Bucket, now: Date): Promise<boolean> {
  const nowMs = now.getTime();
  const next = sql`greatest(${throttleCounters.count}, ${nowMs}::bigint) + ${bucket.intervalMs}::bigint`;
  const rows = await db
    .insert(throttleCounters)
    .values({ scope: ref.scope, key: ref.key, count: nowMs + bucket.intervalMs, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [throttleCounters.scope, throttleCounters.key],
      set: { count: next, windowStartedAt: now },
      setWhere: sql`${next} <= ${nowMs + bucket.burst * bucket.intervalMs}::bigint`,
    })
    .returning({ count: throttleCounters.count });
  return rows.length > 0;
}
