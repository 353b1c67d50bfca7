import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { promotions } from '../../db/schema-promotions';

/** The reservation that keeps VIP reward promotions out of every listing and every member's own claim. */
export const VIP_RESERVATION = 'vip';
/** Reward promotions take cms ids above the operator's: one per currency and tier level. */
const REWARD_CMS_BASE = 900_000;
/** How long a level-up bonus lasts once granted. */
export const VIP_BONUS_EXPIRY_DAYS = 7;

/**
 * A tier's bonus reward is a promotion of the promotions engine (a fixed bonus with the tier's
 * wagering), reserved for 'vip': never listed, claimable by no member, granted only by the level-up
 * payout through the engine's own claim. Saved with the tier (same transaction); answers its id.
 */
export async function saveRewardPromotion(
  tx: Database,
  currency: string,
  level: number,
  amount: bigint,
  wagering: number,
  now: Date,
): Promise<number | undefined> {
  const values = {
    cmsId: REWARD_CMS_BASE + level,
    kind: 'fixed' as const,
    state: 'published' as const,
    currency,
    languages: {},
    amount,
    wageringMultiplier: wagering,
    contributions: {},
    otherContribution: 100,
    expiryDays: VIP_BONUS_EXPIRY_DAYS,
    maxClaimsPerMember: 1,
    reservedFor: VIP_RESERVATION,
    createdAt: now,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(promotions)
    .values(values)
    .onConflictDoUpdate({
      target: [promotions.cmsId, promotions.currency],
      set: { amount, wageringMultiplier: wagering, state: 'published', updatedAt: now },
      // Only our own reward promotion is ever changed: an operator's promotion on that cms id is left alone.
      setWhere: sql`${promotions.reservedFor} = ${VIP_RESERVATION}`,
    })
    .returning({ id: promotions.id });
  return row?.id;
}
