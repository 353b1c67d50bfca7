import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { referralCodes } from '../../db/schema-loyalty';
import { newReferralCode } from './rules/referral';

/** The member's referral code, made on first ask; a collision with another member's code draws again. */
export async function referralCodeOf(db: Database, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.memberId, memberId))
      .limit(1);
    if (existing) return existing.code;
    // ON CONFLICT DO NOTHING covers both races: two first asks by this member, and a code taken by another.
    await db.insert(referralCodes).values({ memberId, code: newReferralCode() }).onConflictDoNothing();
  }
  throw new Error(`no referral code could be made for member ${memberId}`);
}

/** The member a code belongs to (codes compare upper-case). */
export async function referrerByCode(db: Database, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ memberId: referralCodes.memberId })
    .from(referralCodes)
    .where(eq(referralCodes.code, sql`upper(${code})`))
    .limit(1);
  return row?.memberId;
}
