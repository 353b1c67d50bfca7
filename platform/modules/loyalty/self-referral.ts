import { createHash } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Device, ReferralCheck } from '../members';
import { sessions } from '../../db/schema';
import { memberFingerprints, referralFlags, referrals } from '../../db/schema-loyalty';
import { memberBankAccounts } from '../../db/schema-wallet';
import { referrerByCode } from './referral-codes';
import { SELF_REFERRAL } from './rules/referral';

/**
 * The server's own device key: the client's address and user agent, hashed (nothing more of them is
 * kept). It stands in for the site's `fp` header when a request has none. The `srv:` prefix cannot
 * be an `fp` value (the dispatcher accepts only [A-Za-z0-9_-]), so both live in member_fingerprints.
 */
export function serverDeviceKey(ip: string, userAgent: string): string {
  if (!ip) return '';
  return `srv:${createHash('sha256').update(`${ip}\n${userAgent}`).digest('base64url').slice(0, 32)}`;
}

/** Keeps the devices a member registered or signed in from (the self-referral check compares them). */
export async function rememberDevice(db: Database, memberId: number, device: Device, now: Date): Promise<void> {
  const keys = [device.fingerprint, serverDeviceKey(device.ip, device.userAgent)].filter(Boolean);
  if (keys.length === 0) return;
  await db
    .insert(memberFingerprints)
    .values(keys.map((fingerprint) => ({ memberId, fingerprint, firstSeenAt: now })))
    .onConflictDoNothing();
}

/**
 * Before a registration with a referral code: the code must exist, and the registration must not
 * come from the referrer themselves. The server decides on what it knows, first match wins:
 * - the request carries the referrer's own live session (`signedInAs`);
 * - the site's device fingerprint (`fp`) is one the referrer registered or signed in with;
 * - without an `fp`, the same address and user agent as one the referrer registered or signed in
 *   from (kept as serverDeviceKey), or as one of their sessions (rows from before those keys).
 * With an `fp` the fingerprint decides alone: it tells apart two people behind one address with the
 * same browser build (a household), which address and user agent cannot. A refusal names the form
 * field (`referral_same_device` for all three: the referrer's device) and is recorded for the operator.
 */
export async function checkReferral(
  db: Database,
  input: { code: string | undefined; device: Device; signedInAs: number | null; username: string; now: Date },
): Promise<ReferralCheck> {
  if (!input.code) return { ok: true, referrerId: null };
  const referrerId = await referrerByCode(db, input.code);
  if (!referrerId) return { ok: false, msg: 'referralCode: referral_code_not_found' };
  const same = await sameDevice(db, referrerId, input.device, input.signedInAs);
  if (!same) return { ok: true, referrerId };
  await flag(db, { referrerId, memberId: null, username: input.username, reason: SELF_REFERRAL.fingerprint, detail: same, now: input.now });
  return { ok: false, msg: `referralCode: ${SELF_REFERRAL.fingerprint}` };
}

/** Which of the rules above says this is the referrer's device (the flag's detail), or null. */
async function sameDevice(db: Database, referrerId: number, device: Device, signedInAs: number | null): Promise<string | null> {
  if (signedInAs === referrerId) return 'signed in as the referrer';
  const key = device.fingerprint || serverDeviceKey(device.ip, device.userAgent);
  if (!key) return null;
  const [known] = await db
    .select({ memberId: memberFingerprints.memberId })
    .from(memberFingerprints)
    .where(and(eq(memberFingerprints.memberId, referrerId), eq(memberFingerprints.fingerprint, key)))
    .limit(1);
  if (known) return device.fingerprint ? `fp ${device.fingerprint}` : `address ${device.ip} and user agent`;
  if (device.fingerprint) return null;
  const [session] = await db
    .select({ memberId: sessions.memberId })
    .from(sessions)
    .where(and(eq(sessions.memberId, referrerId), eq(sessions.ip, device.ip), eq(sessions.userAgent, device.userAgent.slice(0, 512))))
    .limit(1);
  return session ? `address ${device.ip} and user agent of a session` : null;
}

/** After the member row exists: the referral and the device it came from. */
export async function recordReferral(db: Database, memberId: number, referrerId: number | null, device: Device, now: Date): Promise<void> {
  await rememberDevice(db, memberId, device, now);
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
