import { z } from 'zod';
import { newPassword } from './auth';
import { HISTORY_TYPES } from './history-types';
import { twoFactorCode } from './security';

/**
 * Amounts travel as decimal strings ("12.50") and are stored as integer minor units;
 * never as floats.
 */
export const amountString = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'error_amount');
const signedAmountString = z
  .string()
  .trim()
  .regex(/^-?\d{1,15}(\.\d{1,2})?$/, 'error_amount');

/** Operator adjustment (also how tests and demos fund a member). */
export const operatorAdjustInput = z.object({
  username: z.string().trim().min(1).max(64),
  amount: signedAmountString,
  note: z.string().trim().max(200).default(''),
  idempotencyKey: z.string().trim().min(8).max(100),
});

const idempotencyKey = z.string().trim().min(8).max(100);
const pin = z.string().regex(/^\d{6}$/, 'error_pin');
/** Database ids are positive 32-bit integers; anything larger cannot name a row. */
const id = z.number().int().positive().max(2_147_483_647);

/** Everything the wallet dialog needs in one call. Amounts are decimal strings in the member's currency. */
export const walletSettingsSchema = z.object({
  currency: z.string(),
  decimals: z.number().int(),
  balance: z.string(),
  deposit: z.object({ min: z.string(), max: z.string() }),
  withdrawal: z.object({ min: z.string(), max: z.string() }),
  gateways: z.array(z.object({ id: z.string(), name: z.string() })),
  operatorBanks: z.array(z.object({ id: id, bankName: z.string(), accountName: z.string(), accountNumber: z.string() })),
  bankAccounts: z.array(z.object({ id: id, bankName: z.string(), accountName: z.string(), accountNumber: z.string() })),
  hasPin: z.boolean(),
  pinLockedUntil: z.string().nullable(),
  /** rebate percentage of turnover, e.g. "0.50" */
  rebateRate: z.string(),
  providerWallets: z.array(z.object({ providerId: z.string(), name: z.string(), balance: z.string() })),
});
export type WalletSettings = z.infer<typeof walletSettingsSchema>;

/** A deposit: the demo gateway credits at once; a bank transfer waits for the operator. */
export const depositInput = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('gateway'),
    gatewayId: z.string().trim().min(1).max(40),
    amount: amountString,
    idempotencyKey,
    /** A deposit-match promotion chosen in the form: its bonus lands when the deposit is credited. */
    promotionId: id.optional(),
  }),
  z.object({
    method: z.literal('bank'),
    operatorBankId: id,
    amount: amountString,
    /** the uploaded receipt's key in the private bucket (common/sts-token, folder 'receipts') */
    receiptKey: z.string().trim().min(1).max(300),
    idempotencyKey,
    promotionId: id.optional(),
  }),
]);

export const walletRequestSchema = z.object({
  id: id,
  kind: z.enum(['deposit', 'withdrawal']),
  method: z.string(),
  amount: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  createdAt: z.string(),
  balance: z.string(),
  /** A pending gateway deposit: where the member pays, or what to do (the gateway's confirmation credits it). */
  payment: z.object({ redirectUrl: z.string().optional(), instructions: z.string().optional() }).optional(),
});
export type WalletRequest = z.infer<typeof walletRequestSchema>;

export const withdrawInput = z.object({
  bankAccountId: id,
  amount: amountString,
  pin,
  idempotencyKey,
  /** The member confirmed losing the active bonus's money (the platform refuses without it while a bonus is active). */
  acceptBonusForfeit: z.boolean().optional(),
});
export const requestIdInput = z.object({ id: id });
export const operatorDecisionInput = z.object({ id: id, reason: z.string().trim().max(200).default('') });
export const pinSetInput = z.object({ pin, confirmPin: pin, currentPin: pin.optional() });
export const bankAddInput = z.object({
  bankName: z.string().trim().min(2).max(60),
  accountName: z.string().trim().min(2).max(80),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, 'error_account_number'),
});
/** Between the main wallet ('main') and a transfer-type provider's wallet (its providerId). */
export const transferInput = z.object({
  from: z.string().trim().min(1).max(40),
  to: z.string().trim().min(1).max(40),
  amount: amountString,
  idempotencyKey,
});
export const rebateInfoSchema = z.object({ turnover: z.string(), rate: z.string(), amount: z.string(), since: z.string().nullable() });
export const rebateClaimInput = z.object({ idempotencyKey });
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'error_required').max(128),
  password: newPassword,
  /** With two-factor on: a current code or a recovery code (docs/member-safety.md). */
  code: twoFactorCode.optional(),
});

/** The ten histories of docs/PRODUCT.md §2, one query shape for all. Dates are ISO days (yyyy-mm-dd), inclusive. */
export { HISTORY_TYPES };
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'error_date');
export const historyInput = z.object({
  type: z.enum(HISTORY_TYPES),
  from: isoDay.optional(),
  to: isoDay.optional(),
  status: z.string().trim().max(20).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
/** operator/pending: the queue of wallet requests, a page at a time, oldest first unless asked. */
export const operatorPendingInput = z
  .object({
    status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).default('pending'),
    kind: z.enum(['deposit', 'withdrawal']).optional(),
    username: z
      .string()
      .trim()
      .min(1)
      .max(16)
      .regex(/^[A-Za-z0-9]+$/, 'error_alphanumeric')
      .optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    order: z.enum(['oldest', 'newest']).default('oldest'),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(50),
  })
  .strict()
  .or(z.undefined())
  .transform((input) => input ?? { status: 'pending' as const, order: 'oldest' as const, page: 1, pageSize: 50 });
export const historyRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** signed decimal string: what moved for the member (negative for money out) */
  amount: z.string(),
  status: z.string(),
  /** e.g. the game and provider for bets, the bank for withdrawals, the note for adjustments */
  description: z.string(),
  /** type-specific columns: bet, win, turnover, from, to, method, reference … */
  extra: z.record(z.string(), z.string()),
});
export const historyPageSchema = z.object({
  rows: z.array(historyRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** docs/PRODUCT.md §3 upload credentials: scoped to one key in the private (1) or public (2) bucket. */
export const stsTokenInput = z.object({
  filename: z.string().trim().min(1).max(200),
  filetype: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.+-]+\/[\w.+-]+$/, 'error_accept'),
  folder: z.enum(['receipts', 'avatars', 'documents', 'chat']),
  bucket: z.union([z.literal(1), z.literal(2)]),
});
export const stsTokenOutputSchema = z.object({
  field: z.object({ AccessKeyId: z.string(), SecretAccessKey: z.string(), SessionToken: z.string() }),
  body: z.object({ bucket: z.string(), key: z.string(), region: z.string(), endpoint: z.string(), expiresAt: z.string() }),
});
