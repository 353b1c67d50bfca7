import { z } from 'zod';
import { amountString } from './wallet';

/**
 * Loyalty: VIP tiers, referral commission and daily tasks (docs/loyalty.md). Amounts are decimal
 * strings in the member's (or the asked) currency; the platform stores minor units.
 */

const currency = z.string().trim().toUpperCase().length(3);
const idempotencyKey = z.string().trim().min(8).max(100);
const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'error_date');
const languageText = z.object({ name: z.string().trim().min(1).max(80), description: z.string().trim().max(300).optional() });
/** Language code (en, zh, ms, th, vi, id) → its text. */
const languages = z
  .record(z.string().regex(/^[a-z]{2}$/), languageText)
  .refine((value) => Object.keys(value).length >= 1 && Object.keys(value).length <= 12, 'error_required');

export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;
export const referralCode = z.string().trim().toUpperCase().regex(REFERRAL_CODE_PATTERN, 'referral_code_not_found');

export const VIP_REWARD_KINDS = ['cash', 'bonus'] as const;
export const DAILY_TASK_KINDS = ['login', 'deposit', 'turnover', 'games'] as const;
export type DailyTaskKindName = (typeof DAILY_TASK_KINDS)[number];
export const COMMISSION_BASES = ['turnover', 'first_deposit'] as const;

/** One tier as members see it, in their language. */
export const vipTierSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Public-storage path of the tier's badge, or ''. */
  image: z.string(),
  threshold: z.string(),
  /** The instant-rebate rate, e.g. "0.50%". */
  rebateRate: z.string(),
  withdrawalsPerDay: z.number().int(),
  withdrawalMaxPerDay: z.string(),
  rewardKind: z.enum(VIP_REWARD_KINDS),
  reward: z.string(),
  rewardWagering: z.number().int(),
});
export type VipTier = z.infer<typeof vipTierSchema>;

export const vipTiersInput = z.object({
  currency,
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'error_language'),
});
export const vipTiersSchema = z.object({
  currency: z.string(),
  /** Null: lifetime turnover; N: the last N days. */
  periodDays: z.number().int().nullable(),
  tiers: z.array(vipTierSchema),
});

/** The member's standing; reading it pays any level-up reward not paid yet. */
export const vipStatusSchema = z.object({
  currency: z.string(),
  level: z.number().int(),
  name: z.string(),
  image: z.string(),
  turnover: z.string(),
  periodDays: z.number().int().nullable(),
  /** The next tier, or null at the top. */
  next: z
    .object({ level: z.number().int(), name: z.string(), threshold: z.string(), remaining: z.string(), percent: z.number() })
    .nullable(),
  /** Level-up rewards paid by this read. */
  rewardsPaid: z.array(z.object({ level: z.number().int(), amount: z.string(), kind: z.enum(VIP_REWARD_KINDS) })),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

export const referralInfoSchema = z.object({
  code: z.string(),
  /** The link's path after the origin: /{lang}/register?ref=CODE. */
  path: z.string(),
  /** The link as a QR code, an SVG document. */
  qrSvg: z.string(),
  rate: z.string(),
  basis: z.enum(COMMISSION_BASES),
  minimum: z.string(),
  /** Commission earned in total (claimed or not), what is claimable now, and what was claimed. */
  accrued: z.string(),
  claimable: z.string(),
  claimed: z.string(),
  referred: z.array(z.object({ username: z.string(), joinedAt: z.string(), active: z.boolean() })),
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;
/** `origin` is the site's address as the browser sees it: the QR code holds the whole link. */
export const referralInfoInput = z.object({
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2}-[a-z]{2}$/i, 'error_language'),
  origin: z
    .string()
    .trim()
    .max(200)
    .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'error_url'),
});
export const referralClaimInput = z.object({ idempotencyKey });
export const referralClaimSchema = z.object({ amount: z.string(), claimable: z.string() });
export const referralCheckInput = z.object({ code: referralCode });

export const dailyTaskSchema = z.object({
  taskId: z.number().int(),
  kind: z.enum(DAILY_TASK_KINDS),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  /** Amounts as decimal strings; counts (games, login) as plain numbers in strings. */
  target: z.string(),
  progress: z.string(),
  percent: z.number(),
  reward: z.string(),
  completed: z.boolean(),
  claimed: z.boolean(),
});
export type DailyTask = z.infer<typeof dailyTaskSchema>;
export const dailyTasksInput = z.object({
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'error_language'),
});
export const dailyTasksSchema = z.object({
  day: z.string(),
  resetsAt: z.string(),
  streak: z.number().int(),
  tasks: z.array(dailyTaskSchema),
  allTasksBonus: z.object({ reward: z.string(), completed: z.boolean(), claimed: z.boolean() }),
});
export type DailyTasks = z.infer<typeof dailyTasksSchema>;
/** taskId 0 claims the bonus for completing all of the day's tasks; `day` is the day the page showed. */
export const dailyTaskClaimInput = z.object({ taskId: z.number().int().min(0).max(2_147_483_647), day: isoDay });
export const dailyTaskClaimSchema = z.object({ amount: z.string() });

// Operator endpoints.
export const operatorVipTiersInput = z.object({
  currency,
  periodDays: z.number().int().min(1).max(3650).nullable(),
  tiers: z
    .array(
      z.object({
        level: z.number().int().min(0).max(100),
        threshold: amountString,
        languages,
        image: z.string().trim().max(200).default(''),
        rebateBp: z.number().int().min(0).max(10_000),
        withdrawalsPerDay: z.number().int().min(1).max(1000),
        withdrawalMaxPerDay: amountString,
        rewardKind: z.enum(VIP_REWARD_KINDS).default('cash'),
        reward: amountString.default('0'),
        rewardWagering: z.number().int().min(0).max(100).default(0),
      }),
    )
    .min(1)
    .max(30),
});
export const operatorReferralSettingsInput = z.object({
  currency,
  commissionBp: z.number().int().min(0).max(10_000),
  basis: z.enum(COMMISSION_BASES),
  minimum: amountString,
});
export const operatorDailyTasksInput = z.object({
  currency,
  allTasksBonus: amountString,
  tasks: z
    .array(
      z.object({
        kind: z.enum(DAILY_TASK_KINDS),
        /** Deposit and turnover: an amount; games: a count; login: ignored. */
        target: z
          .string()
          .trim()
          .regex(/^\d{1,15}(\.\d{1,2})?$/, 'error_amount'),
        category: z.string().trim().min(1).max(40).nullable().default(null),
        reward: amountString,
        languages,
      }),
    )
    .max(20),
});
export const operatorLoyaltyInput = z.object({ currency });
export const operatorLoyaltySchema = z.object({
  currency: z.string(),
  periodDays: z.number().int().nullable(),
  commissionBp: z.number().int(),
  basis: z.enum(COMMISSION_BASES),
  minimum: z.string(),
  allTasksBonus: z.string(),
  tiers: z.array(vipTierSchema.extend({ languages: z.record(z.string(), languageText) })),
  tasks: z.array(
    z.object({
      taskId: z.number().int(),
      kind: z.enum(DAILY_TASK_KINDS),
      target: z.string(),
      category: z.string().nullable(),
      reward: z.string(),
      languages: z.record(z.string(), languageText),
    }),
  ),
});
export const operatorReferralFlagsInput = z.object({ page: z.number().int().min(1).max(10_000).default(1) });
export const operatorReferralFlagsSchema = z.object({
  total: z.number().int(),
  flags: z.array(
    z.object({
      id: z.number().int(),
      referrer: z.string(),
      member: z.string(),
      reason: z.string(),
      detail: z.string(),
      createdAt: z.string(),
    }),
  ),
});
