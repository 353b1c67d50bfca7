import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Promotion } from '@/lib/contracts/promotions';
import type { Database } from '../../db/connection';
import { bonuses, promotions } from '../../db/schema-promotions';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import type { Member } from '../../endpoints/context';
import { memberForSession, sessionPolicy } from '../members';
import { livePreview, staffSessionPolicy } from '../staff';
import { reasonNotToClaim } from './claimant';
import { rememberedPromotions, type Remembered } from './info-memo';
import { windowState } from './rules/eligibility';
import { termsOf } from './terms';

/** What changes between two listings: the revision, the claims count and, for a member, their own facts. */
type Listed = { id: number; revision: number; claimsTotal: number; memberClaims: number; openBonus: boolean; draft: boolean };

const LISTED = {
  id: promotions.id,
  revision: promotions.revision,
  claimsTotal: promotions.claimsTotal,
  draft: sql<boolean>`${promotions.state} = 'draft'`,
};

/**
 * The currency's published promotions with, for a member, their claims of each and whether they
 * have an open bonus: one query (the claims are one grouped subquery joined in, the open bonus an
 * uncorrelated subquery PostgreSQL runs once), whatever the number of promotions. Their texts and
 * terms come from the memo (info-memo.ts): a second query only for promotions changed since.
 */
async function listPublished(db: Database, currency: string, member: Member | undefined, now: Date, drafts: boolean): Promise<Listed[]> {
  // Reserved promotions (another module's grants, e.g. VIP level-up bonuses) are never listed.
  const states = drafts ? inArray(promotions.state, ['published', 'draft']) : eq(promotions.state, 'published');
  const where = and(eq(promotions.currency, currency), states, isNull(promotions.reservedFor));
  const order = [asc(promotions.sort), asc(promotions.id)];
  if (!member) {
    const rows = await db
      .select(LISTED)
      .from(promotions)
      .where(where)
      .orderBy(...order);
    return rows.map((row) => ({ ...row, memberClaims: 0, openBonus: false }));
  }
  const claims = db
    .select({ promotionId: bonuses.promotionId, claims: sql<number>`count(*)::int`.as('claims') })
    .from(bonuses)
    .where(and(eq(bonuses.memberId, member.id), ne(bonuses.status, 'cancelled')))
    .groupBy(bonuses.promotionId)
    .as('member_claims');
  return db
    .select({
      ...LISTED,
      memberClaims: sql<number>`coalesce(${claims.claims}, 0)`.mapWith(Number),
      // A bonus past its expiry instant no longer counts, even before the sweep has ended it.
      openBonus: sql<boolean>`exists (select 1 from bonuses b where b.member_id = ${member.id}
        and (b.status = 'pending' or (b.status = 'active' and (b.expires_at is null or b.expires_at > ${now.toISOString()}::timestamptz))))`,
    })
    .from(promotions)
    .leftJoin(claims, eq(claims.promotionId, promotions.id))
    .where(where)
    .orderBy(...order);
}

function toPromotion(listed: Listed, remembered: Remembered, member: Member | undefined, now: Date, language?: string): Promotion | null {
  const entry = language ? remembered.texts[language] : undefined;
  // Asked for one language: only that entry, and nothing at all for a promotion without one.
  if (language && !entry) return null;
  const row = { ...remembered.row, claimsTotal: listed.claimsTotal };
  const reason = member
    ? reasonNotToClaim(row, member, { claimsByMember: listed.memberClaims, hasOpenBonus: listed.openBonus }, now)
    : null;
  return {
    promotionId: row.id,
    cmsId: row.cmsId,
    languages: language ? { [language]: entry! } : remembered.texts,
    categories: ['ongoing', ...row.cmsCategoryIds.map(String), ...(reason ? ['noneligible'] : [])],
    terms: termsOf(row),
    ineligibleReason: reason,
  };
}

/**
 * promotion/info: the published promotions of a currency that are running now (between their
 * start and their end), each in every language it has, with its terms. A member (the session
 * cookie, when there is one) also learns which they cannot claim and why ('noneligible'). With a
 * language (en, or the segment th-th), only that language's entries. With a live console preview key
 * (the site's preview mode) the drafts come too, whatever their window: the operator sees the page
 * as it will be once published. Members never send one; a bad key is refused, not ignored.
 */
export const promotionInfo: Handler<'promotion/info'> = async ({ currency, language, previewKey }, ctx) => {
  const code = currency.toUpperCase();
  const only = language?.slice(0, 2).toLowerCase();
  if (previewKey && !(await livePreview(ctx.db, previewKey, ctx.now, staffSessionPolicy(ctx.env))).ok)
    return fail('message-key-not-match', { httpStatus: 403 });
  const member = ctx.cookie.token ? await memberForSession(ctx.db, ctx.cookie.token, ctx.now, sessionPolicy(ctx.env)) : undefined;
  const listed = await listPublished(ctx.db, code, member, ctx.now, Boolean(previewKey));
  const remembered = await rememberedPromotions(ctx.db, ctx.env, listed);
  const promotionsNow: Promotion[] = [];
  for (const row of listed) {
    const known = remembered.get(row.id);
    if (!known || (!row.draft && windowState(known.row, ctx.now) !== 'open')) continue;
    const promotion = toPromotion(row, known, member, ctx.now, only);
    if (promotion) promotionsNow.push(promotion);
  }
  return ok({ currency: code, promotions: promotionsNow });
};
