import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './schema';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What the console keeps about a member beyond their own profile: the last login (the console's
 * member list sorts by it) and an operator's lock. A locked member cannot log in and has no live
 * session; `locked_at` null means not locked. One row per member, written on first need.
 */
export const memberStatus = pgTable(
  'member_status',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    lastLoginAt: tstz('last_login_at'),
    lockedAt: tstz('locked_at'),
    lockReason: text('lock_reason').notNull().default(''),
    /** the operator's username (or operator-key) who locked the member */
    lockedBy: text('locked_by').notNull().default(''),
  },
  (t) => [index('member_status_locked_idx').on(t.lockedAt)],
);
