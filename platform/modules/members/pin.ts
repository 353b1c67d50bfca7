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

/** How long a check may stay "in flight" before its slot is presumed lost (a crashed process). */
const IN_FLIGHT_TTL_MS = 60_000;
/**
 * How long a check waits for a free slot while other checks of the same PIN run: long enough for a
 * burst of 50 (five at a time through argon2id) on a busy two-core machine, where 10 s was not.
 */
const SLOT_WAIT_MS = 20_000;
/**
 * The first wait for a slot, doubled per try up to the longest: waiters that all polled every 20 ms
 * flooded a one-connection database (PGlite) with their UPDATEs and SELECTs, and starved the very
 * checks whose release they were waiting for (50 parallel checks took 7.7–10.5 s there).
 */
const SLOT_POLL_MS = 20;
const SLOT_POLL_MAX_MS = 320;

/**
 * Checks a PIN. Only wrong PINs count towards the lock, yet a burst of parallel guesses cannot get
 * more than the allowed tries evaluated: a check first takes a slot in one conditional UPDATE that
 * allows at most (tries left) checks in flight at once, then runs the slow hash comparison, then
 * records its outcome. A right PIN among wrong ones is therefore never refused as locked before
 * the limit; it may wait a moment for a slot. A right PIN forgives the count; the lock ends by time.
 */
export async function checkPin(db: Database, memberId: number, pin: string, now: Date): Promise<PinCheck> {
  const slot = await takeSlot(db, memberId, now);
  if (!slot.ok) return slot.refusal;
  const right = await verifyPassword(slot.pinHash, pin);
  const lockEnd = new Date(now.getTime() + PIN_LOCK_MS).toISOString();
  const released = sql`greatest(${memberPins.inFlight} - 1, 0)`;
  if (right) {
    await db.update(memberPins).set({ inFlight: released, failedCount: 0, lockedUntil: null }).where(eq(memberPins.memberId, memberId));
    return { ok: true };
  }
  const [after] = await db
    .update(memberPins)
    .set({
      inFlight: released,
      failedCount: sql`${memberPins.failedCount} + 1`,
      lockedUntil: sql`case when ${memberPins.failedCount} + 1 >= ${PIN_MAX_TRIES} then ${lockEnd}::timestamptz else ${memberPins.lockedUntil} end`,
    })
    .where(eq(memberPins.memberId, memberId))
    .returning({ failedCount: memberPins.failedCount, lockedUntil: memberPins.lockedUntil });
  if (after?.lockedUntil && after.lockedUntil > now)
    return { ok: false, msg: 'pin_locked', output: { lockedUntil: after.lockedUntil.toISOString() } };
  return { ok: false, msg: 'pin_incorrect', output: { triesLeft: Math.max(0, PIN_MAX_TRIES - (after?.failedCount ?? PIN_MAX_TRIES)) } };
}

type Slot = { ok: true; pinHash: string } | { ok: false; refusal: PinCheck };

async function takeSlot(db: Database, memberId: number, now: Date): Promise<Slot> {
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - IN_FLIGHT_TTL_MS).toISOString();
  // A lock that has run out starts a fresh series of tries; lost in-flight counts expire.
  const lockPassed = sql`(${memberPins.lockedUntil} is not null and ${memberPins.lockedUntil} <= ${nowIso}::timestamptz)`;
  const failed = sql`(case when ${lockPassed} then 0 else ${memberPins.failedCount} end)`;
  const inFlight = sql`(case when ${memberPins.inFlightAt} is null or ${memberPins.inFlightAt} <= ${staleBefore}::timestamptz then 0 else ${memberPins.inFlight} end)`;
  const deadline = Date.now() + SLOT_WAIT_MS;
  for (let pause = SLOT_POLL_MS; ; pause = Math.min(pause * 2, SLOT_POLL_MAX_MS)) {
    const [taken] = await db
      .update(memberPins)
      .set({
        failedCount: failed,
        lockedUntil: sql`case when ${lockPassed} then null else ${memberPins.lockedUntil} end`,
        inFlight: sql`${inFlight} + 1`,
        inFlightAt: now,
      })
      .where(
        and(
          eq(memberPins.memberId, memberId),
          or(isNull(memberPins.lockedUntil), lte(memberPins.lockedUntil, now)),
          sql`${failed} + ${inFlight} < ${PIN_MAX_TRIES}`,
        ),
      )
      .returning({ pinHash: memberPins.pinHash });
    if (taken) return { ok: true, pinHash: taken.pinHash };
    const row = await findPin(db, memberId);
    if (!row) return { ok: false, refusal: { ok: false, msg: 'pin_required' } };
    if (row.lockedUntil && row.lockedUntil > now)
      return { ok: false, refusal: { ok: false, msg: 'pin_locked', output: { lockedUntil: row.lockedUntil.toISOString() } } };
    // Every slot is taken by checks still running: wait for one of them to finish.
    if (Date.now() > deadline)
      return {
        ok: false,
        refusal: { ok: false, msg: 'pin_locked', output: { lockedUntil: new Date(now.getTime() + SLOT_WAIT_MS).toISOString() } },
      };
    // Jittered, so waiters that started together do not all come back together.
    await new Promise((resolve) => setTimeout(resolve, pause / 2 + Math.random() * pause));
  }
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

/** An operator's reset of the wrong-tries lock (the PIN itself stays); the state before, or undefined without a PIN. */
export async function clearPinLock(db: Database, memberId: number): Promise<{ failedTries: number; lockedUntil: Date | null } | undefined> {
  const before = await findPin(db, memberId);
  if (!before) return undefined;
  await db
    .update(memberPins)
    .set({ failedCount: 0, lockedUntil: null, inFlight: 0, inFlightAt: null })
    .where(eq(memberPins.memberId, memberId));
  return { failedTries: before.failedCount, lockedUntil: before.lockedUntil };
}
