import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { memberRecoveryCodes, memberTwoFactor } from '../../db/schema-security';
import { checkTotp, openTotpSecret, type TotpPurpose } from '../common';
import { isRecoveryCodeShaped, spendRecoveryCode } from './recovery-codes';

/** The key members' secrets are sealed under (staff's have their own). */
export const MEMBER_TOTP: TotpPurpose = 'member-totp';
/** What authenticator apps show above the code. */
export const TOTP_ISSUER = 'Casino';

export type TwoFactorRow = typeof memberTwoFactor.$inferSelect;

export async function readTwoFactor(db: Database, memberId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId)).limit(1);
  return row;
}

export const isOn = (row: TwoFactorRow | undefined): row is TwoFactorRow & { enabledAt: Date } => !!row?.enabledAt;

/** Starts (or starts over) a setup: a new sealed secret, not yet asked for. Never replaces a secret that is on. */
export async function saveSetup(db: Database, memberId: number, secretSealed: string, now: Date): Promise<boolean> {
  const saved = await db
    .insert(memberTwoFactor)
    .values({ memberId, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: memberTwoFactor.memberId,
      set: { secretSealed, createdAt: now, lastStep: null },
      setWhere: isNull(memberTwoFactor.enabledAt),
    })
    .returning({ memberId: memberTwoFactor.memberId });
  return saved.length > 0;
}

/**
 * Takes a code's time step: a conditional update on the last one, so a code (and any older one) is
 * accepted once, even when the same code arrives twice at the same moment. `enabling` turns a
 * pending setup on with its first code.
 */
export async function takeStep(db: Database, memberId: number, step: number, now: Date, enabling = false): Promise<boolean> {
  const taken = await db
    .update(memberTwoFactor)
    .set(enabling ? { lastStep: step, enabledAt: now } : { lastStep: step })
    .where(
      and(
        eq(memberTwoFactor.memberId, memberId),
        enabling ? isNull(memberTwoFactor.enabledAt) : isNotNull(memberTwoFactor.enabledAt),
        sql`(${memberTwoFactor.lastStep} is null or ${memberTwoFactor.lastStep} < ${step})`,
      ),
    )
    .returning({ memberId: memberTwoFactor.memberId });
  return taken.length > 0;
}

/** Two-factor off: the secret and every recovery code go. */
export async function removeTwoFactor(db: Database, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
    await tx.delete(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
  });
}

export type CodeCheck = 'code' | 'recovery_code' | 'wrong';

/**
 * A code against a member whose two-factor is on: the authenticator's six digits (its time step
 * taken once), or an unused recovery code (spent). Anything else is wrong.
 */
export async function spendCode(db: Database, row: TwoFactorRow, code: string, now: Date, sessionSecret: string): Promise<CodeCheck> {
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const secret = openTotpSecret(row.secretSealed, sessionSecret, MEMBER_TOTP);
    const step = secret ? await checkTotp(secret, digits, now, row.lastStep) : null;
    return step !== null && (await takeStep(db, row.memberId, step, now)) ? 'code' : 'wrong';
  }
  if (isRecoveryCodeShaped(code) && (await spendRecoveryCode(db, row.memberId, code, sessionSecret, now))) return 'recovery_code';
  return 'wrong';
}
