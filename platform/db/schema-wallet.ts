import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from './schema';
import { journalEntries } from './schema-ledger';

/**
 * Wallet tables: deposit and withdrawal requests, the operator's receiving banks, members' bound
 * bank accounts, withdrawal PINs and rebate claims. Money itself only ever moves through the
 * ledger (postEntry); these rows describe the requests and point at the entries that moved it.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type WalletRequestKind = 'deposit' | 'withdrawal';
export type WalletRequestMethod = 'gateway' | 'bank';
export type WalletRequestStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** Bank accounts members transfer deposits to; a few per currency, shown in the deposit dialog. */
export const operatorBanks = pgTable(
  'operator_banks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  // The seed inserts ON CONFLICT DO NOTHING against this: restarts never duplicate a bank.
  (t) => [unique('operator_banks_currency_number_key').on(t.currency, t.accountNumber)],
);

/** Where a member's withdrawals are paid. At most 5 per member (checked under a member row lock). */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [unique('member_bank_accounts_member_number_key').on(t.memberId, t.accountNumber)],
);

/**
 * One row per deposit or withdrawal. `entry_id` is the journal entry that created it (a gateway
 * credit, a withdrawal hold, or an empty marker for a pending bank deposit); `decision_entry_id`
 * the one that decided it. Deciding is a conditional UPDATE … WHERE status = 'pending', so a
 * request is decided once even when an operator and the member act at the same moment.
 */
export const walletRequests = pgTable(
  'wallet_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<WalletRequestKind>().notNull(),
    method: text('method').$type<WalletRequestMethod>().notNull(),
    gatewayId: text('gateway_id'),
    operatorBankId: integer('operator_bank_id').references(() => operatorBanks.id),
    bankAccountId: integer('bank_account_id').references(() => memberBankAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<WalletRequestStatus>().notNull(),
    /** The uploaded receipt's key in the private bucket (bank deposits). */
    receiptKey: text('receipt_key'),
    /** The operator's reason for a rejection. */
    reason: text('reason').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    decisionEntryId: bigint('decision_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    unique('wallet_requests_member_key').on(t.memberId, t.idempotencyKey),
    check('wallet_requests_kind_check', sql`${t.kind} in ('deposit', 'withdrawal')`),
    check('wallet_requests_method_check', sql`${t.method} in ('gateway', 'bank')`),
    check('wallet_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('wallet_requests_amount_check', sql`${t.amountMinor} > 0`),
    // Histories: one member's deposits (or withdrawals), newest first, in a date range.
    index('wallet_requests_member_idx').on(t.memberId, t.kind, t.createdAt),
    // The operator's queue stays small however long the history grows.
    index('wallet_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The withdrawal PIN, hashed like a password; wrong tries lock it for a while. */
export const memberPins = pgTable(
  'member_pins',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    /** Checks being verified right now; with failedCount it bounds how many guesses run at once. */
    inFlight: integer('in_flight').notNull().default(0),
    /** When the last check started: a count left by a crashed process is ignored after a minute. */
    inFlightAt: tstz('in_flight_at'),
    lockedUntil: tstz('locked_until'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('member_pins_failed_count_check', sql`${t.failedCount} >= 0`)],
);

/**
 * One rebate payout. `settled_until` is the end of the turnover window it paid for: the next
 * claim counts rounds settled after it. The client's idempotency key is kept so a retried claim
 * gets its first answer back.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    claimedAt: tstz('claimed_at').notNull(),
    /** start of the turnover window (the previous claim, or registration) */
    since: tstz('since'),
    turnoverMinor: bigint('turnover_minor', { mode: 'bigint' }).notNull(),
    /** basis points of turnover: 50 = 0.50 % */
    rateBp: integer('rate_bp').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (t) => [
    unique('rebate_claims_member_key').on(t.memberId, t.idempotencyKey),
    check('rebate_claims_amount_check', sql`${t.amountMinor} > 0`),
    index('rebate_claims_member_idx').on(t.memberId, t.claimedAt),
  ],
);
