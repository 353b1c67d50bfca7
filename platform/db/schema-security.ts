import { bigint, bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's second factor (TOTP). The secret is sealed (AES-256-GCM under a key derived from
 * SESSION_SECRET); `enabled_at` stays null until the member confirms a first code, so a half-done
 * setup never asks for codes. `last_step` is the time step of the last accepted code: a code is
 * taken by a conditional update on it, so the same code cannot sign in twice, even in parallel.
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: tstz('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: tstz('created_at').notNull(),
});

/** Ten single-use recovery codes per member, stored as keyed digests; `used_at` is set once, conditionally. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [uniqueIndex('member_recovery_codes_member_hash_idx').on(t.memberId, t.codeHash)],
);

/**
 * The step between a right password and a code: a short-lived challenge (only its keyed digest
 * stored) with a count of the codes tried against it.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('login_challenges_member_idx').on(t.memberId)],
);

/**
 * Every sign-in attempt on a known account, refused ones too, kept 90 days. `outcome`: success,
 * wrong_password, wrong_code, locked, refused, throttled; `method` how a success was proven
 * (password, code, recovery_code).
 */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: tstz('at').notNull(),
    outcome: text('outcome').notNull(),
    method: text('method'),
    ip: text('ip').notNull().default(''),
    country: text('country'),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('login_history_member_at_idx').on(t.memberId, t.at), index('login_history_at_idx').on(t.at)],
);
