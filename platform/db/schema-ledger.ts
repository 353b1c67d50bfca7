import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from './schema';

/**
 * Ledger and games tables (double-entry accounts, journal entries, postings, rounds, favourites).
 * Money is integer minor units in bigint columns, read as TypeScript bigint: never floats.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/*
 * Integrity without foreign keys on the hot path. A cash bet writes a journal entry, two postings
 * and a round; with foreign keys that was six checks, each a query that locks the referenced row
 * FOR KEY SHARE (the member's row twice, the entry, the account), about a tenth of the bet
 * callback's throughput (docs/ledger.md, round 9). So `journal_entries.member_id`,
 * `postings.entry_id`, `postings.account_id` and `game_rounds.member_id` carry none:
 * - the rows that write them take the ids from the same statement (the entry it inserts, the
 *   accounts it reads), never from a request;
 * - the parent side is kept by triggers (migration 0021): a member with entries or rounds, an entry
 *   and an account cannot be deleted (the ledger is append-only);
 * - the reliability suite's invariants (tests/reliability/invariants.ts) require that no posting,
 *   entry or round points at a missing row.
 */

/**
 * One balance per (kind, member, provider, currency). `balance` is a cache of the sum of the
 * account's postings, kept in the same transaction as the postings, so a conditional
 * `balance = balance + x` under the CHECK is what refuses an overdraft, even under concurrency.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    memberId: integer('member_id').references(() => members.id),
    providerId: text('provider_id'),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * The house side of play (house_bets, house_wins) is split over several rows per provider and
     * currency (a member's bets always land on shard member_id % HOUSE_SHARDS), so concurrent bets
     * do not queue on one row. The account's balance is the sum over its shards; every other
     * account has shard 0 only. See docs/ledger.md.
     */
    shard: smallint('shard').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15+): a house account has no member, and there must still be only one per shard.
    unique('ledger_accounts_identity_key').on(t.kind, t.memberId, t.providerId, t.currency, t.shard).nullsNotDistinct(),
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.balance} >= 0`),
    // A member's money can never be allowed below zero, whatever the code that creates the account says.
    check('ledger_accounts_member_check', sql`${t.kind} not like 'member%' or (${t.memberId} is not null and not ${t.allowNegative})`),
    index('ledger_accounts_member_idx').on(t.memberId),
  ],
);

/**
 * One business event (adjustment, bet, win, transfer …). The unique idempotency key makes a
 * duplicate request fail at the index; the first answer is kept to be returned on replay.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** No foreign key (see "Integrity without foreign keys on the hot path" above). */
    memberId: integer('member_id'),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('journal_entries_idempotency_key_key'),
    /** sha256 of the request's values: the same key with other values is a conflict, not a replay */
    requestFingerprint: text('request_fingerprint').notNull(),
    answer: jsonb('answer').$type<unknown>(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('journal_entries_member_idx').on(t.memberId, t.createdAt)],
);

export const postings = pgTable(
  'postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign keys (see "Integrity without foreign keys on the hot path" above). */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('postings_amount_check', sql`${t.amount} <> 0`),
    index('postings_entry_idx').on(t.entryId),
    index('postings_account_idx').on(t.accountId),
  ],
);

export type RoundStatus = 'open' | 'settled' | 'rolled_back';

/** A provider's game round as the wallet saw it: bet history and outstanding bets read this. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    providerId: text('provider_id').notNull(),
    roundId: text('round_id').notNull(),
    /** No foreign key (see "Integrity without foreign keys on the hot path" above). */
    memberId: integer('member_id').notNull(),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    bet: bigint('bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<RoundStatus>().notNull().default('open'),
    /**
     * The part of `bet` the member's bonus paid (cash first, then bonus), and the bonus that was
     * active when the round was played: a win is split between cash and bonus in the stake's
     * proportion, and the stake counts towards that bonus's wagering. No foreign key: the ledger's
     * tables do not depend on the promotions' (a bonus row is never deleted anyway).
     */
    betFromBonus: bigint('bet_from_bonus', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusId: integer('bonus_id'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    settledAt: tstz('settled_at'),
  },
  (t) => [
    // Round ids are the provider's: unique only within one provider.
    primaryKey({ name: 'game_rounds_pkey', columns: [t.providerId, t.roundId] }),
    check('game_rounds_status_check', sql`${t.status} in ('open', 'settled', 'rolled_back')`),
    check('game_rounds_bonus_check', sql`${t.betFromBonus} >= 0 and ${t.betFromBonus} <= ${t.bet}`),
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
    index('game_rounds_open_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'favourite_games_pkey', columns: [t.memberId, t.gameId] })],
);

/** The latest launches per member (trimmed to the newest 30 on every launch). */
export const recentlyPlayed = pgTable(
  'recently_played',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    playedAt: tstz('played_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'recently_played_pkey', columns: [t.memberId, t.gameId] }),
    index('recently_played_member_idx').on(t.memberId, t.playedAt),
  ],
);

/**
 * The scale each currency's amounts are stored at (ISO 4217 minor units, written on first use).
 * The platform refuses to start if the code's table ever disagrees: that would rescale money.
 */
export const ledgerScales = pgTable(
  'ledger_scales',
  {
    currency: text('currency').primaryKey(),
    minorUnits: integer('minor_units').notNull(),
  },
  (t) => [check('ledger_scales_minor_units_check', sql`${t.minorUnits} BETWEEN 0 AND 4`)],
);
