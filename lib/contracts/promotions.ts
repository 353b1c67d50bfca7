import { z } from 'zod';
import { previewKeyString } from './preview';
import { amountString } from './wallet';

/**
 * Promotions, promo codes and the member's active bonus (docs/PRODUCT.md, "Promotions").
 * Amounts are decimal strings in the currency asked for; the platform stores minor units.
 */

/** Database ids are positive 32-bit integers. */
const id = z.number().int().positive().max(2_147_483_647);
const percent = z.number().int().min(0).max(100);

export const PROMOTION_KINDS = ['deposit_match', 'fixed', 'welcome'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The category lists every promotion can be in besides the operator's CMS categories. */
export const PROMOTION_LISTS = ['ongoing', 'noneligible'] as const;

/** One language's entry of a promotion: shown only in languages that have one. */
export const promotionTextSchema = z.object({
  title: z.string(),
  /** One line under the title. */
  summary: z.string(),
  /** Sanitised HTML; empty means the promotion has no page of its own. */
  content: z.string(),
  /** Path of the promotion's image on the public storage, or ''. */
  image: z.string(),
});
export type PromotionText = z.infer<typeof promotionTextSchema>;

/**
 * The significant terms, shown with every headline and before a member accepts: wagering,
 * contribution, maximum bet, expiry and what a withdrawal forfeits.
 */
export const promotionTermsSchema = z.object({
  kind: z.enum(PROMOTION_KINDS),
  /** Fixed and welcome bonuses: the amount granted. */
  amount: z.string().nullable(),
  /** Deposit match: percent of the deposit, its cap and the minimum deposit (promoMinDepo). */
  matchPercent: z.number().int().nullable(),
  matchCap: z.string().nullable(),
  minDeposit: z.string().nullable(),
  wageringMultiplier: z.number().int(),
  wageringBase: z.enum(['bonus', 'bonus_plus_deposit']),
  /** The most the requirement can be, as a multiple of the bonus (10 by default). */
  wageringCapMultiple: z.number().int(),
  /** Contribution of each game category in percent; categories not named count `otherContribution`. */
  contributions: z.record(z.string(), z.number().int()),
  otherContribution: z.number().int(),
  maxBet: z.string().nullable(),
  maxConversion: z.string().nullable(),
  expiryDays: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type PromotionTerms = z.infer<typeof promotionTermsSchema>;

export const promotionSchema = z.object({
  promotionId: id,
  /** The CMS entry the promotion is published as (register links carry it as cmsID). */
  cmsId: id,
  /** Language code (en, zh, ms, th, vi, id) → its entry. */
  languages: z.record(z.string(), promotionTextSchema),
  /** 'ongoing', 'noneligible' and the ids of the CMS categories it is listed in. */
  categories: z.array(z.string()),
  terms: promotionTermsSchema,
  /** Why this member may not claim it (a message key), when it is noneligible for them. */
  ineligibleReason: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * promotion/info's input. Without `language` every promotion comes with all its languages; with
 * one (en, or a segment like th-th), each comes with that language's entry only and promotions
 * without one are left out — a page needs only its own, at a sixth of the weight.
 */
export const promotionInfoInput = z.object({
  currency: z.string().trim().min(3).max(3),
  language: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/, 'error_language')
    .optional(),
  /** A console preview key: with a valid one the operator's drafts are listed too (members never send one). */
  previewKey: previewKeyString.optional(),
});
export type PromotionInfoInput = z.infer<typeof promotionInfoInput>;

export const promotionInfoSchema = z.object({ currency: z.string(), promotions: z.array(promotionSchema) });
export type PromotionInfo = z.infer<typeof promotionInfoSchema>;

export const promoCmsCategorySchema = z.object({ id: id, languages: z.record(z.string(), z.string()) });
export type PromoCmsCategory = z.infer<typeof promoCmsCategorySchema>;

/** Apply a promotion by id (from the promo centre, or a deposit after it was made) or by code. */
export const promotionApplyInput = z.union([
  z
    .object({
      promotionId: id,
      fromSource: z.enum(['promo-center', 'promotions', 'deposit', 'register']).optional(),
      depositId: id.optional(),
      idempotencyKey: z.string().trim().min(8).max(100).optional(),
    })
    .strict(),
  z
    .object({
      promotionCode: z
        .string()
        .trim()
        .min(1)
        .max(40)
        .regex(/^[A-Za-z0-9_-]+$/, 'promo_code_unknown'),
      idempotencyKey: z.string().trim().min(8).max(100).optional(),
    })
    .strict(),
]);
export type PromotionApplyInput = z.infer<typeof promotionApplyInput>;

/** The member's active (or pending, awaiting a deposit's approval) bonus, with its progress. */
export const activeBonusSchema = z.object({
  bonusId: id,
  promotionId: id,
  status: z.enum(['pending', 'active']),
  granted: z.string(),
  /** What is left of the bonus money now. */
  balance: z.string(),
  required: z.string(),
  wagered: z.string(),
  maxBet: z.string().nullable(),
  expiresAt: z.string().nullable(),
  contributions: z.record(z.string(), z.number().int()),
  otherContribution: z.number().int(),
});
export type ActiveBonus = z.infer<typeof activeBonusSchema>;

export const bonusStatusSchema = z.object({
  currency: z.string(),
  cash: z.string(),
  bonus: z.string(),
  active: activeBonusSchema.nullable(),
});
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

/** Operator: one promotion with its texts and its terms in one currency. */
export const operatorPromotionSaveInput = z.object({
  promotionId: id.optional(),
  cmsId: id.optional(),
  kind: z.enum(PROMOTION_KINDS),
  currency: z.string().trim().length(3),
  countries: z.array(z.string().trim().length(2)).max(50).default([]),
  cmsCategoryIds: z.array(id).max(20).default([]),
  languages: z
    .record(
      z.string().trim().min(2).max(5),
      z.object({
        title: z.string().trim().min(1).max(120),
        summary: z.string().trim().max(300).default(''),
        content: z.string().max(50_000).default(''),
        image: z.string().trim().max(300).default(''),
      }),
    )
    .refine((map) => Object.keys(map).length > 0 && Object.keys(map).length <= 20, 'one language at least'),
  amount: amountString.optional(),
  matchPercent: z.number().int().min(1).max(1000).optional(),
  matchCap: amountString.optional(),
  minDeposit: amountString.optional(),
  wageringMultiplier: z.number().int().min(0).max(100),
  wageringBase: z.enum(['bonus', 'bonus_plus_deposit']).default('bonus'),
  wageringCapMultiple: z.number().int().min(0).max(100).default(10),
  contributions: z.record(z.string().trim().min(1).max(40), percent).default({}),
  otherContribution: percent.default(100),
  maxBet: amountString.optional(),
  maxConversion: amountString.optional(),
  expiryDays: z.number().int().min(1).max(365),
  startsAt: z.iso.datetime().optional(),
  endsAt: z.iso.datetime().optional(),
  maxClaimsPerMember: z.number().int().min(1).max(1000).default(1),
  maxClaimsTotal: z.number().int().min(1).max(10_000_000).optional(),
});

export const operatorPromoCodeSaveInput = z.object({
  code: z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
  promotionId: id,
  maxUses: z.number().int().min(1).max(10_000_000).optional(),
  expiresAt: z.iso.datetime().optional(),
});

export const operatorPromotionStateInput = z.object({ promotionId: id, state: z.enum(['draft', 'published', 'ended']) });

/** Leave the active bonus: its remaining bonus money goes, the member's cash and winnings stay. */
export const promotionLeaveInput = z.object({ bonusId: id, idempotencyKey: z.string().trim().min(8).max(100) });

export const operatorPromotionListInput = z.object({ currency: z.string().trim().length(3).optional() });
export const operatorPromotionListSchema = z.array(
  z.object({
    promotionId: id,
    cmsId: id,
    kind: z.enum(PROMOTION_KINDS),
    state: z.enum(['draft', 'published', 'ended']),
    currency: z.string(),
    title: z.string(),
    claimsTotal: z.number().int(),
    codes: z.array(
      z.object({ code: z.string(), uses: z.number().int(), maxUses: z.number().int().nullable(), expiresAt: z.string().nullable() }),
    ),
  }),
);

export const PROMOTION_STATES = ['draft', 'published', 'ended'] as const;

/** operator/promotion-table: one page of promotions for the console's table, filtered by currency and state. */
export const operatorPromotionTableInput = z.object({
  currency: z.string().trim().length(3).optional(),
  state: z.enum(PROMOTION_STATES).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export const operatorPromotionTableSchema = z.object({
  items: operatorPromotionListSchema,
  total: z.number().int(),
});

/** operator/promotion-get: one promotion as the console's editor edits it (what operator/promotion-save takes). */
export const operatorPromotionGetInput = z.object({ promotionId: id });
export const operatorPromotionViewSchema = promotionTermsSchema.extend({
  promotionId: id,
  cmsId: id,
  state: z.enum(PROMOTION_STATES),
  currency: z.string(),
  countries: z.array(z.string()),
  cmsCategoryIds: z.array(z.number().int()),
  languages: z.record(z.string(), promotionTextSchema),
  maxClaimsPerMember: z.number().int(),
  maxClaimsTotal: z.number().int().nullable(),
  claimsTotal: z.number().int(),
  codes: z.array(
    z.object({ code: z.string(), uses: z.number().int(), maxUses: z.number().int().nullable(), expiresAt: z.string().nullable() }),
  ),
});
export type OperatorPromotionView = z.infer<typeof operatorPromotionViewSchema>;
