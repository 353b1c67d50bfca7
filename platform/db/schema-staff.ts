import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@/lib/contracts/staff';

/**
 * The console's operator accounts, their sessions and the audit log of every operator action.
 * The audit log is append-only: a trigger (migration 0008_staff) refuses UPDATE and DELETE.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** The TOTP secret, encrypted under a key derived from SESSION_SECRET (totp.ts); null: no second factor. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    createdAt: tstz('created_at').notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    uniqueIndex('staff_accounts_username_key').on(sql`lower(${t.username})`),
    check('staff_accounts_role_check', sql`${t.role} in ('owner', 'finance', 'support', 'content', 'readonly')`),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_id_idx').on(t.staffId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: tstz('at').notNull(),
    /** The operator's username, or "operator-key" for the CLI and automation. */
    actor: text('actor').notNull(),
    staffId: integer('staff_id'),
    role: text('role').notNull(),
    /** The endpoint called, e.g. operator/deposit-approve. */
    action: text('action').notNull(),
    /** What it acted on: "deposit #12", "member alice", "staff #3". */
    target: text('target').notNull().default(''),
    input: jsonb('input'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** ok, refused (the handler said no) or forbidden (the role may not call it). */
    outcome: text('outcome').notNull(),
    msg: text('msg').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action), index('audit_log_actor_idx').on(t.actor)],
);
