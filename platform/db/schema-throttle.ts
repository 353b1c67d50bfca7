import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Atomic counters behind every throttle and quota (login per account and per IP, availability
 * checks, registration, upload credentials and bytes). One row per (scope, key); the window starts
 * at the first count and the next count after it has passed starts a new one. Each change is a
 * single upsert, so parallel requests and several platform processes count exactly.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ name: 'throttle_counters_pkey', columns: [t.scope, t.key] })],
);
