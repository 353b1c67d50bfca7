import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './schema';

/**
 * Deposit, loss and wager limits (issue 32, RTS 12; docs/member-safety.md). Money is integer minor
 * units of the member's currency; times are UTC; a period starts at midnight, on Monday or on the
 * 1st in the zone of the member's country.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';

/**
 * One row per limit in force (member, kind, period). Lowering or setting one writes `amount` at once;
 * raising or removing one only records the request (`pending_*`) until the cooling period has passed
 * and the member confirms it: until then `amount` stays in force. The bet and deposit guards lock the
 * member's rows (FOR UPDATE), so a member's guarded bets and deposits queue one after another.
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    currency: text('currency').notNull(),
    /** The limit in force, in minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** A requested raise (minor units), or null; with `pendingSince` null as well there is no request. */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    /** When the member asked for a raise or the removal (null: no request). */
    pendingSince: tstz('pending_since'),
    /** From when the request may be confirmed (pendingSince + the cooling period). */
    coolingEndsAt: tstz('cooling_ends_at'),
    /** The start (member's local date) of the period the 80 % warning was sent for: once per limit per period. */
    warnedFor: date('warned_for', { mode: 'string' }),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'member_limits_pkey', columns: [t.memberId, t.kind, t.period] }),
    check('member_limits_kind_check', sql`${t.kind} in ('deposit', 'loss', 'wager')`),
    check('member_limits_period_check', sql`${t.period} in ('day', 'week', 'month')`),
    check('member_limits_amount_check', sql`${t.amount} > 0 and (${t.pendingAmount} is null or ${t.pendingAmount} > ${t.amount})`),
    check('member_limits_pending_check', sql`(${t.pendingSince} is null) = (${t.coolingEndsAt} is null)`),
  ],
);

/**
 * What a member with limits staked and won, per local day of their country's zone: a period's loss
 * (stakes − wins) and wager (stakes) are the sum of its days. Kept only while the member has a limit
 * (the bet guard adds stakes, the bet-settled hook wins); setting the first limit rebuilds the last
 * month from the ledger. Deposits are counted from wallet_requests instead.
 */
export const memberLimitUsage = pgTable(
  'member_limit_usage',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    staked: bigint('staked', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    won: bigint('won', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ name: 'member_limit_usage_pkey', columns: [t.memberId, t.day] })],
);
