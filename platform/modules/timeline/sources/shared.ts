import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TimelineItem } from '@/lib/contracts/timeline';
import type { Database } from '../../../db/connection';
import type { Cursor } from '../cursor';

/** What every source gets: one member, the period as instants, the page's cursor and how many lines at most. */
export type TimelineQuery = {
  memberId: number;
  decimals: number;
  /** names (a promotion's title) are given in it */
  language: string;
  start: Date;
  end: Date;
  cursor: Cursor | undefined;
  limit: number;
};

export type TimelineLine = TimelineItem & { cursor: Cursor };

export type TimelineSource = (db: Database, q: TimelineQuery) => Promise<TimelineLine[]>;

/** A time as PostgreSQL holds it, to the microsecond, in UTC: the cursor's `at`. */
export const atText = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A numeric id as a key that sorts like the number: `prefix` + 20 digits. */
export const idKey = (prefix: 'j' | 'q', id: SQLWrapper) => sql<string>`(${prefix} || lpad(${id}::text, 20, '0'))`;

/**
 * Strictly after the cursor in newest-first order. Written as `time <= at and (…)` so the time
 * bound is an index condition on (member, …, created_at).
 */
export function olderThan(time: SQLWrapper, key: SQL, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const at = sql`${cursor.at}::timestamptz`;
  return sql`(${time} <= ${at} and (${time} < ${at} or ${key} collate "C" < ${cursor.key}))`;
}

/** Newest first, ties by key in byte order (the cursor's order). */
export const keyDesc = (key: SQL) => sql`${key} collate "C" desc`;

/** The ISO instant of a microsecond text (JavaScript keeps milliseconds). */
export const isoOf = (at: string) => new Date(at).toISOString();
