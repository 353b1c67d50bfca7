import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { memberPins } from '../../db/schema-wallet';
import { hashPassword, verifyPassword } from './password';

/**
 * The 6-digit withdrawal PIN: hashed with argon2id like passwords (six digits are only a million
 * guesses, so the hash must be slow and the tries few). Five wrong tries lock PIN use for 15
 * minutes; the lock ends by time, and a correct PIN clears the count.
 */
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MS = 15 * 60_000;

export type PinState = { hasPin: boolean; lockedUntil: Date | null };

export type PinCheck =
  | { ok: true }
  | { ok: false; msg: 'pin_required' }
  | { ok: false; msg: 'pin_incorrect'; output: { triesLeft: number } }
  | { ok: false; msg: 'pin_locked'; output: { lockedUntil: string } };

export async function findPin(db: Database, memberId: number) {
  const [row] = await db.select().from(memberPins).where(eq(memberPins.memberId, memberId)).limit(1);
  return row;
}

/** Whether a PIN is set, and the lock's end while it lasts (null once it has passed). */
export async function pinState(db: Database, memberId: number, now: Date): Promise<PinState> {
  const row = await findPin(db, memberId);
  const locked = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  return { hasPin: row !== undefined, lockedUntil: locked };
}

/**
 * Checks a PIN. The try is counted *before* the slow hash comparison, in one conditional UPDATE
 * that refuses while locked, so a burst of parallel guesses cannot slip more than the allowed
 * tries past the lock; a correct PIN then forgives the count.
 */
export async function checkPin(db: Database, memberId: number, pin: string, now: Date): Promise<PinCheck> {
  const nowIso = now.toISOString();
  const lockEnd = new Date(now.getTime() + PIN_LOCK_MS).toISOString();
  // A lock that has run out starts a fresh series of tries.
  const lockPassed = sql`(${memberPins.lockedUntil} is not null and ${memberPins.lockedUntil} <= ${nowIso}::timestamptz)`;
  const nextCount = sql`(case when ${lockPassed} then 1 else ${memberPins.failedCount} + 1 end)`;
  const [attempt] = await db
    .update(memberPins)
    .set({
      failedCount: nextCount,
      lockedUntil: sql`case when ${nextCount} >= ${PIN_MAX_TRIES} then ${lockEnd}::timestamptz else null end`,
    })
    .where(and(eq(memberPins.memberId, memberId), or(isNull(memberPins.lockedUntil), lte(memberPins.lockedUntil, now))))
    .returning({ pinHash: memberPins.pinHash, failedCount: memberPins.failedCount, lockedUntil: memberPins.lockedUntil });

  if (!attempt) {
    const row = await findPin(db, memberId);
    if (!row) return { ok: false, msg: 'pin_required' };
    return { ok: false, msg: 'pin_locked', output: { lockedUntil: (row.lockedUntil ?? now).toISOString() } };
  }
  if (await verifyPassword(attempt.pinHash, pin)) {
    await db.update(memberPins).set({ failedCount: 0, lockedUntil: null }).where(eq(memberPins.memberId, memberId));
    return { ok: true };
  }
  if (attempt.lockedUntil) return { ok: false, msg: 'pin_locked', output: { lockedUntil: attempt.lockedUntil.toISOString() } };
  return { ok: false, msg: 'pin_incorrect', output: { triesLeft: Math.max(0, PIN_MAX_TRIES - attempt.failedCount) } };
}

/** Sets the first PIN. False when one exists already (a concurrent first set won): changing needs the current PIN. */
export async function insertPin(db: Database, memberId: number, pin: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(memberPins)
    .values({ memberId, pinHash: await hashPassword(pin), updatedAt: now })
    .onConflictDoNothing()
    .returning({ memberId: memberPins.memberId });
  return rows.length > 0;
}

export async function replacePin(db: Database, memberId: number, pin: string, now: Date): Promise<void> {
  await db
    .update(memberPins)
    .set({ pinHash: await hashPassword(pin), failedCount: 0, lockedUntil: null, updatedAt: now })
    .where(eq(memberPins.memberId, memberId));
}
