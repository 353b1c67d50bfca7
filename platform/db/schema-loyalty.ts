import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from './schema';
import { journalEntries } from './schema-ledger';
import { promotions } from './schema-promotions';

/**
 * Loyalty: VIP tiers, referral commission and daily tasks. Play reaches these tables through one
 * row per member, local day and game category (`loyalty_turnover`), upserted by the bet-settled
 * hook; tier progress, task turnover and referral commission are all sums over it. Rewards are
 * ledger entries; the claim rows below only point at them. Amounts are minor units.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

export type VipRewardKind = 'cash' | 'bonus';
export type DailyTaskKind = 'login' | 'deposit' | 'turnover' | 'games';
export type CommissionBasis = 'turnover' | 'first_deposit';
export type LoyaltyText = { name: string; description?: string };

/** Settled stakes per member, local day (the loyalty day) and category ('' when unknown), and their cash part. */
export const loyaltyTurnover = pgTable(
  'loyalty_turnover',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    category: text('category').notNull().default(''),
    currency: text('currency').notNull(),
    turnover: bigint('turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * The part of `turnover` staked in cash (not bonus money): referral commission, paid in cash,
     * counts only this. Rows from before the column count their whole turnover (what earlier claims used).
     */
    cashTurnover: bigint('cash_turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rounds: integer('rounds').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'loyalty_turnover_pkey', columns: [t.memberId, t.day, t.category] })],
);

/** Days a member was signed in (a login, or a visit with a live session): the login task and the streak. */
export const loyaltyVisits = pgTable(
  'loyalty_visits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
  },
  (t) => [primaryKey({ name: 'loyalty_visits_pkey', columns: [t.memberId, t.day] })],
);

/** Per-currency loyalty settings the operator sets. */
export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    currency: text('currency').primaryKey(),
    /** Null: lifetime turnover decides the tier; N: turnover over the last N local days. */
    vipPeriodDays: integer('vip_period_days'),
    commissionBp: integer('commission_bp').notNull().default(0),
    commissionBasis: text('commission_basis').$type<CommissionBasis>().notNull().default('turnover'),
    commissionMinimum: bigint('commission_minimum', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    allTasksBonus: bigint('all_tasks_bonus', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('loyalty_settings_commission_check', sql`${t.commissionBp} between 0 and 10000`),
    check('loyalty_settings_period_check', sql`${t.vipPeriodDays} is null or ${t.vipPeriodDays} between 1 and 3650`),
  ],
);

export const vipTiers = pgTable(
  'vip_tiers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency').notNull(),
    /** 0 is the tier every member starts in. */
    level: integer('level').notNull(),
    threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
    languages: jsonb('languages').$type<Record<string, LoyaltyText>>().notNull(),
    image: text('image').notNull().default(''),
    /** The instant-rebate rate in basis points. */
    rebateBp: integer('rebate_bp').notNull(),
    withdrawalsPerDay: integer('withdrawals_per_day').notNull(),
    withdrawalMaxPerDay: bigint('withdrawal_max_per_day', { mode: 'bigint' }).notNull(),
    rewardKind: text('reward_kind').$type<VipRewardKind>().notNull().default('cash'),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bonus rewards: the wagering multiplier of the granted bonus. */
    rewardWagering: integer('reward_wagering').notNull().default(0),
    /** Bonus rewards: the reserved promotion (reserved_for 'vip') the promotions engine grants the bonus from. */
    rewardPromotionId: integer('reward_promotion_id').references(() => promotions.id),
  },
  (t) => [
    unique('vip_tiers_currency_level_key').on(t.currency, t.level),
    check(
      'vip_tiers_values_check',
      sql`${t.level} >= 0 and ${t.threshold} >= 0 and ${t.rewardAmount} >= 0 and ${t.rebateBp} between 0 and 10000`,
    ),
  ],
);

/** Every member has one code; the row is made the first time it is asked for. */
export const referralCodes = pgTable('referral_codes', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique('referral_codes_code_key'),
});

/** Who referred whom: a member is referred at most once, at registration. */
export const referrals = pgTable(
  'referrals',
  {
    referredId: integer('referred_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

/** Device fingerprints (the `fp` header) members used to register and sign in: the self-referral check. */
export const memberFingerprints = pgTable(
  'member_fingerprints',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    firstSeenAt: tstz('first_seen_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'member_fingerprints_pkey', columns: [t.memberId, t.fingerprint] }),
    index('member_fingerprints_fp_idx').on(t.fingerprint),
  ],
);

/** Refused self-referrals, for the operator. */
export const referralFlags = pgTable(
  'referral_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The member the check was about, when there is one (a bank binding); null at a refused registration. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    username: text('username').notNull().default(''),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('referral_flags_created_idx').on(t.createdAt)],
);

/**
 * A referrer's commission claims. `basis_total` is the referred members' whole commission basis
 * (turnover, or first deposits) when the claim was made: the next claim pays what came after it.
 */
export const referralClaims = pgTable(
  'referral_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    basisTotal: bigint('basis_total', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    idempotencyKey: text('idempotency_key').notNull(),
    claimedAt: tstz('claimed_at').notNull(),
  },
  (t) => [unique('referral_claims_member_key').on(t.memberId, t.idempotencyKey), index('referral_claims_member_idx').on(t.memberId, t.id)],
);

export const dailyTasks = pgTable(
  'daily_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency').notNull(),
    kind: text('kind').$type<DailyTaskKind>().notNull(),
    /** Deposit and turnover: an amount; games: a count of different games; login: 1. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    /** Turnover only in this game category; null: every category. */
    category: text('category'),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    languages: jsonb('languages').$type<Record<string, LoyaltyText>>().notNull(),
    sort: integer('sort').notNull().default(0),
    /** An operator retires a task instead of deleting it: claims point at it. */
    active: integer('active').notNull().default(1),
  },
  (t) => [index('daily_tasks_currency_idx').on(t.currency), check('daily_tasks_values_check', sql`${t.target} > 0 and ${t.reward} >= 0`)],
);

/** One claim per member, local day and task (task 0: the all-tasks bonus); the primary key makes a double claim impossible. */
export const dailyTaskClaims = pgTable(
  'daily_task_claims',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    taskId: integer('task_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    claimedAt: tstz('claimed_at').notNull(),
  },
  (t) => [primaryKey({ name: 'daily_task_claims_pkey', columns: [t.memberId, t.day, t.taskId] })],
);

/** Level-up rewards paid: one per member and tier level, ever (a tier left and reached again pays nothing more). */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    paidAt: tstz('paid_at').notNull(),
  },
  (t) => [primaryKey({ name: 'vip_rewards_pkey', columns: [t.memberId, t.level] })],
);
