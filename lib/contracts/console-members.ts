import { z } from 'zod';

/**
 * The console's member pages: search, one member's profile and records, and the support and
 * finance actions on them; and the operator's receiving bank accounts (the Payments page).
 * Amounts are decimal strings in the member's currency; times are UTC ISO strings.
 */

/** Database ids are positive 32-bit integers; anything larger cannot name a row. */
const id = z.number().int().positive().max(2_147_483_647);
const currency = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'error_currency');
const page = z.number().int().min(1).max(100_000).default(1);
const pageSize = z.number().int().min(1).max(100).default(20);
/** Why an operator acted: kept in the ledger entry or on the lock, and in the audit log. */
const reason = z.string().trim().min(3, 'error_reason_required').max(200);

export const MEMBER_SORT_FIELDS = ['id', 'username', 'createdAt', 'lastLoginAt', 'currency'] as const;
export const MEMBER_RECORD_TABS = ['ledger', 'bets', 'deposits', 'withdrawals', 'bonuses', 'referrals', 'sessions'] as const;
export type MemberRecordTab = (typeof MEMBER_RECORD_TABS)[number];

/** operator/member-search: a username (prefix), a mobile number (digits anywhere) or a member id. */
export const memberSearchInput = z.object({
  query: z.string().trim().max(40).default(''),
  currency: currency.optional(),
  status: z.enum(['active', 'locked']).optional(),
  sortField: z.enum(MEMBER_SORT_FIELDS).default('id'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  page,
  pageSize,
});

export const memberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  mobileno: z.string(),
  currency: z.string(),
  countryCode: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  locked: z.boolean(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberSearchSchema = z.object({
  items: z.array(memberRowSchema),
  /** The currencies the casino serves (the currency filter's choices). */
  currencies: z.array(z.string()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const memberIdInput = z.object({ memberId: id });

export const memberDetailSchema = memberRowSchema.extend({
  email: z.string(),
  language: z.string(),
  lockedAt: z.string().nullable(),
  lockReason: z.string(),
  lockedBy: z.string(),
  /** The withdrawal PIN: whether one is set, and the end of its wrong-tries lock while it lasts. */
  pin: z.object({ set: z.boolean(), lockedUntil: z.string().nullable(), failedTries: z.number().int() }),
  balance: z.object({ cash: z.string(), bonus: z.string() }),
  vip: z.object({ level: z.number().int(), name: z.string(), turnover: z.string() }).nullable(),
  activeSessions: z.number().int(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** operator/member-records: one tab of the member page, a page at a time, newest first. */
export const memberRecordsInput = z.object({ memberId: id, tab: z.enum(MEMBER_RECORD_TABS), page, pageSize });

/** A row of any tab: its columns differ per tab, so they travel as named strings. */
export const memberRecordSchema = z.object({ id: z.string(), cells: z.record(z.string(), z.string()) });
export type MemberRecord = z.infer<typeof memberRecordSchema>;
export const memberRecordsSchema = z.object({
  tab: z.enum(MEMBER_RECORD_TABS),
  items: z.array(memberRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** A line above the table (the referral commission totals), '' when the tab has none. */
  summary: z.string(),
});
export type MemberRecords = z.infer<typeof memberRecordsSchema>;

/** operator/member-adjust: credit (positive) or debit (negative) the member's cash wallet. */
export const memberAdjustInput = z.object({
  memberId: id,
  amount: z
    .string()
    .trim()
    .regex(/^-?\d{1,15}(\.\d{1,2})?$/, 'error_amount'),
  reason,
  /** The console makes one per dialog: a double click or a retried request moves the money once. */
  idempotencyKey: z.string().trim().min(8).max(100),
});

export const memberLockInput = z.object({ memberId: id, reason });

/** What a member action answers: the member as the page shows them afterwards. */
export const memberActionSchema = memberDetailSchema;

/** The operator's receiving bank accounts, which the member's deposit form lists per currency. */
export const operatorBankSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  enabled: z.boolean(),
});
export type OperatorBankView = z.infer<typeof operatorBankSchema>;

export const operatorBankListInput = z.object({ currency: currency.optional() });
/** The accounts, and the currencies the casino serves (a currency may have none yet). */
export const operatorBankListSchema = z.object({ currencies: z.array(z.string()), banks: z.array(operatorBankSchema) });

export const operatorBankAddInput = z.object({
  currency,
  bankName: z.string().trim().min(2).max(80),
  accountName: z.string().trim().min(2).max(80),
  accountNumber: z
    .string()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[0-9 -]+$/, 'error_account_number'),
});

export const operatorBankStateInput = z.object({ bankId: id, enabled: z.boolean() });
