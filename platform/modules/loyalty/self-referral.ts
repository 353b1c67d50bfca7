import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { memberFingerprints, referralFlags, referrals } from '../../db/schema-loyalty';
import { memberBankAccounts } from '../../db/schema-wallet';
import { referrerByCode } from './referral-codes';
import { SELF_REFERRAL } from './rules/referral';

/** Keeps the device fingerprint a member registered or signed in with (the self-referral check compares them). */
export async function rememberFingerprint(db: Database, memberId: number, fingerprint: string, now: Date): Promise<void> {
  if (!fingerprint) return;
  await db.insert(memberFingerprints).values({ memberId, fingerprint, firstSeenAt: now }).onConflictDoNothing();
}

export type ReferralCheck = { ok: true; referrerId: number | null } | { ok: false; msg: string };

/**
 * Before a registration with a referral code: the code must exist, and the device must not be one
 * the referrer has used (the same fingerprint: a member referring themselves). A refusal names the
 * form field; a self-referral is recorded for the operator.
 */
export async function checkReferral(
  db: Database,
  input: { code: string | undefined; fingerprint: string; username: string; now: Date },
): Promise<ReferralCheck> {
  if (!input.code) return { ok: true, referrerId: null };
  const referrerId = await referrerByCode(db, input.code);
  if (!referrerId) return { ok: false, msg: 'referralCode: referral_code_not_found' };
  if (input.fingerprint) {
    const [same] = await db
      .select({ memberId: memberFingerprints.memberId })
      .from(memberFingerprints)
      .where(and(eq(memberFingerprints.memberId, referrerId), eq(memberFingerprints.fingerprint, input.fingerprint)))
      .limit(1);
    if (same) {
      await flag(db, {
        referrerId,
        memberId: null,
        username: input.username,
        reason: SELF_REFERRAL.fingerprint,
        detail: `fp ${input.fingerprint}`,
        now: input.now,
      });
      return { ok: false, msg: `referralCode: ${SELF_REFERRAL.fingerprint}` };
    }
  }
  return { ok: true, referrerId };
}

/** After the member row exists: the referral and the device it came from. */
export async function recordReferral(
  db: Database,
  memberId: number,
  referrerId: number | null,
  fingerprint: string,
  now: Date,
): Promise<void> {
  await rememberFingerprint(db, memberId, fingerprint, now);
  if (referrerId !== null) await db.insert(referrals).values({ referredId: memberId, referrerId, createdAt: now }).onConflictDoNothing();
}

/**
 * Before a bank account is bound: the same account number as the member's referrer, or as a member
 * they referred, is refused (one person on both sides of a referral) and recorded for the operator.
 */
export async function bankSelfReferral(
  db: Database,
  member: { id: number; username: string },
  accountNumber: string,
  now: Date,
): Promise<string | null> {
  const linked = await db
    .select({ referrerId: referrals.referrerId, referredId: referrals.referredId })
    .from(referrals)
    .where(or(eq(referrals.referredId, member.id), eq(referrals.referrerId, member.id)));
  if (linked.length === 0) return null;
  const others = linked.map((l) => (l.referredId === member.id ? l.referrerId : l.referredId));
  const [same] = await db
    .select({ memberId: memberBankAccounts.memberId })
    .from(memberBankAccounts)
    .where(and(inArray(memberBankAccounts.memberId, others), eq(memberBankAccounts.accountNumber, accountNumber)))
    .limit(1);
  if (!same) return null;
  const link = linked.find((l) => l.referredId === same.memberId || l.referrerId === same.memberId)!;
  await flag(db, {
    referrerId: link.referrerId,
    memberId: member.id,
    username: member.username,
    reason: SELF_REFERRAL.bank,
    detail: `account ${accountNumber.slice(-4).padStart(accountNumber.length, '*')}`,
    now,
  });
  return SELF_REFERRAL.bank;
}

async function flag(
  db: Database,
  values: { referrerId: number; memberId: number | null; username: string; reason: string; detail: string; now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db.insert(referralFlags).values({ ...rest, createdAt: now });
}
