import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PromotionKind, PromotionText } from '@/lib/contracts/promotions';
import { members } from './schema';
import { walletRequests } from './schema-wallet';

/**
 * Promotions, promo codes and bonuses. A bonus's money lives in the ledger (the member's
 * `member_bonus` account); a `bonuses` row holds its terms and wagering progress. Amounts are minor
 * units of the promotion's currency.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type PromotionState = 'draft' | 'published' | 'ended';
export type BonusStatus = 'pending' | 'active' | 'converted' | 'forfeited' | 'expired' | 'left' | 'cancelled';
export type WageringBaseColumn = 'bonus' | 'bonus_plus_deposit';

/** The operator's promotion categories (tabs of the promotions pages), names per language. */
export const promoCmsCategories = pgTable('promo_cms_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sort: integer('sort').notNull().default(0),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
});

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cmsId: integer('cms_id').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    state: text('state').$type<PromotionState>().notNull().default('draft'),
    currency: text('currency').notNull(),
    /** Empty: every country of the currency. */
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    cmsCategoryIds: jsonb('cms_category_ids').$type<number[]>().notNull().default([]),
    languages: jsonb('languages').$type<Record<string, PromotionText>>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    matchPercent: integer('match_percent'),
    matchCap: bigint('match_cap', { mode: 'bigint' }),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    wageringBase: text('wagering_base').$type<WageringBaseColumn>().notNull().default('bonus'),
    wageringCapMultiple: integer('wagering_cap_multiple').notNull().default(10),
    contributions: jsonb('contributions').$type<Record<string, number>>().notNull().default({}),
    otherContribution: integer('other_contribution').notNull().default(100),
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    maxConversion: bigint('max_conversion', { mode: 'bigint' }),
    expiryDays: integer('expiry_days').notNull(),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    maxClaimsPerMember: integer('max_claims_per_member').notNull().default(1),
    maxClaimsTotal: integer('max_claims_total'),
    /** Kept in the claiming transaction under this row's lock, so the total limit holds under concurrency. */
    claimsTotal: integer('claims_total').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** Only new members who registered after this instant may claim (welcome offers); null: anyone. */
    onlyMembersRegisteredAfter: tstz('only_members_registered_after'),
    /**
     * A promotion another module grants (loyalty's 'vip' level-up bonuses): never listed, and claimed
     * only by a caller that names the same reservation; to everyone else it does not exist.
     */
    reservedFor: text('reserved_for'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    /**
     * Moved by a trigger (migration 0007) on every change to the promotion other than its claims
     * count: promotion/info keeps the texts and terms of each (id, revision) in memory.
     */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    unique('promotions_cms_id_currency_key').on(t.cmsId, t.currency),
    index('promotions_currency_state_idx').on(t.currency, t.state),
    check(
      'promotions_amounts_check',
      sql`coalesce(${t.amount}, 0) >= 0 and coalesce(${t.matchCap}, 0) >= 0 and coalesce(${t.maxBet}, 1) > 0`,
    ),
    check(
      'promotions_claims_check',
      sql`${t.claimsTotal} >= 0 and (${t.maxClaimsTotal} is null or ${t.claimsTotal} <= ${t.maxClaimsTotal})`,
    ),
    check('promotions_state_check', sql`${t.state} in ('draft', 'published', 'ended')`),
    check('promotions_kind_check', sql`${t.kind} in ('deposit_match', 'fixed', 'welcome')`),
  ],
);

/**
 * Codes are stored normalised (trimmed, upper case); `uses` counts under the code row's lock. One
 * code may open one promotion per currency (WELCOME10 in MYR and in THB): the key is the pair.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresAt: tstz('expires_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'promo_codes_pkey', columns: [t.code, t.promotionId] }),
    check('promo_codes_uses_check', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

export const bonuses = pgTable(
  'bonuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    /** 1 for the first claim of this promotion by this member, 2 for the second …: the claim limit is a unique key. */
    claimNo: integer('claim_no').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<BonusStatus>().notNull(),
    depositRequestId: integer('deposit_request_id').references(() => walletRequests.id),
    /** The promo code this claim used (normalised), so a cancelled claim can give its use back. */
    promoCode: text('promo_code'),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    granted: bigint('granted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    required: bigint('required', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wagered: bigint('wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    maxConversion: bigint('max_conversion', { mode: 'bigint' }),
    contributions: jsonb('contributions').$type<Record<string, number>>().notNull().default({}),
    otherContribution: integer('other_contribution').notNull().default(100),
    expiryDays: integer('expiry_days').notNull(),
    expiresAt: tstz('expires_at'),
    grantedAt: tstz('granted_at'),
    endedAt: tstz('ended_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The per-member claim limit: claim numbers 1…max, each once. A cancelled claim (its deposit was
    // refused) gives its number back, so the key covers every other status.
    uniqueIndex('bonuses_member_promotion_claim_key')
      .on(t.memberId, t.promotionId, t.claimNo)
      .where(sql`${t.status} <> 'cancelled'`),
    // One open bonus per member at a time: a second claim fails at this index, whatever raced it.
    uniqueIndex('bonuses_one_open_per_member')
      .on(t.memberId)
      .where(sql`${t.status} in ('pending', 'active')`),
    unique('bonuses_deposit_request_key').on(t.depositRequestId),
    index('bonuses_expiry_idx').on(t.status, t.expiresAt),
    check('bonuses_progress_check', sql`${t.wagered} >= 0 and ${t.wagered} <= ${t.required} and ${t.granted} >= 0`),
    check('bonuses_status_check', sql`${t.status} in ('pending', 'active', 'converted', 'forfeited', 'expired', 'left', 'cancelled')`),
    check('bonuses_claim_no_check', sql`${t.claimNo} >= 1`),
  ],
);
