import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './schema';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Time-outs and self-exclusions (RTS 13), one row per break a member took, never updated: a break
 * is in force from `started_at` until `ends_at` (null: permanent). Nothing shortens one; the
 * member cannot sign in while one is in force, so no second one starts inside it.
 */
export const memberBreaks = pgTable(
  'member_breaks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the member chose ('1d' … '6w', '6m' … '5y', 'permanent'). */
    period: text('period').notNull(),
    startedAt: tstz('started_at').notNull(),
    endsAt: tstz('ends_at'),
  },
  (t) => [
    index('member_breaks_member_idx').on(t.memberId, t.endsAt),
    check('member_breaks_kind_check', sql`${t.kind} in ('cool_off', 'self_exclusion')`),
    // Only a self-exclusion may be permanent; every other break ends after it starts.
    check('member_breaks_end_check', sql`(${t.endsAt} is null and ${t.kind} = 'self_exclusion') or ${t.endsAt} > ${t.startedAt}`),
  ],
);

/**
 * The member's reality check and session limit (RTS 14). No row: the defaults (a reminder every
 * 60 minutes, no session limit). 0 minutes turns the reminder off.
 */
export const memberPlaySettings = pgTable(
  'member_play_settings',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    realityCheckMinutes: integer('reality_check_minutes').notNull(),
    sessionLimitMinutes: integer('session_limit_minutes'),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    check('member_play_settings_reality_check', sql`${t.realityCheckMinutes} between 0 and 120`),
    check('member_play_settings_session_limit', sql`${t.sessionLimitMinutes} is null or ${t.sessionLimitMinutes} between 1 and 720`),
  ],
);
