import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Member } from '../../endpoints/context';
import { ineligibility, type IneligibleReason } from './rules/eligibility';
import type { PromotionRow } from './rows';
import { eligibilityRulesOf } from './terms';

/** What the eligibility rules need to know about one member and one promotion, read in one query. */
export type ClaimCounts = { claimsByMember: number; hasOpenBonus: boolean };

/**
 * Claims of this promotion by this member (a cancelled one does not count) and whether the member
 * has an open bonus. Inside the claiming transaction, after the promotion's row lock, both are
 * exact; outside it they only give an early reason.
 */
export async function claimCounts(db: Database, memberId: number, promotionId: number): Promise<ClaimCounts> {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from bonuses where member_id = ${memberId} and promotion_id = ${promotionId} and status <> 'cancelled') as "claimsByMember",
      exists (select 1 from bonuses where member_id = ${memberId} and status in ('pending', 'active')) as "hasOpenBonus"`)) as unknown as {
    rows: ClaimCounts[];
  };
  return result.rows[0]!;
}

/** The first reason this member may not claim it now, or null. */
export function reasonNotToClaim(promotion: PromotionRow, member: Member, counts: ClaimCounts, now: Date): IneligibleReason | null {
  return ineligibility(
    eligibilityRulesOf(promotion),
    {
      currency: member.currency,
      countryCode: member.countryCode,
      registeredAt: member.createdAt,
      claimsByMember: counts.claimsByMember,
      claimsTotal: promotion.claimsTotal,
      hasActiveBonus: counts.hasOpenBonus,
    },
    now,
  );
}

/** A draft (or another module's reserved promotion) is nobody's business; an ended one says so. */
export function stateRefusal(promotion: PromotionRow | undefined, reservation?: string): 'promotion_not_found' | 'promotion_ended' | null {
  if (!promotion || promotion.state === 'draft') return 'promotion_not_found';
  if ((promotion.reservedFor ?? undefined) !== reservation) return 'promotion_not_found';
  if (promotion.state === 'ended') return 'promotion_ended';
  return null;
}
