import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { memberPins } from '../../db/schema-wallet';
import { hashPassword, verifyPassword } from './password';
import { lastCheckEnded, slotClock, slotsFreed, waitForSlot } from './pin-slot-waiters';

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
  | { ok: false; msg: 'pin_locked'; output: { lockedUntil: string } }
  /** Waited SLOT_WAIT_MS for a slot while no other check of the same PIN ended: try again (not a wrong try, not a lock). */
  | { ok: false; msg: 'too_many_requests' };

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
 * How long a check waits for a free slot while no other check of the same PIN ends. Counted from
 * the last check that ended, not from the start: a burst of 50 on a loaded machine keeps moving for
 * longer than any fixed limit (20 s from the start refused right PINs as locked there), while a
 * slot held by a check that never ends (a crashed process: IN_FLIGHT_TTL_MS) stops everything.
 */
export const SLOT_WAIT_MS = 20_000;

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
  const left = { failedCount: memberPins.failedCount, inFlight: memberPins.inFlight, lockedUntil: memberPins.lockedUntil };
  if (right) {
    const [after] = await db
      .update(memberPins)
      .set({ inFlight: released, failedCount: 0, lockedUntil: null })
      .where(eq(memberPins.memberId, memberId))
      .returning(left);
    wakeWaiters(db, memberId, after, now);
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
    .returning(left);
  wakeWaiters(db, memberId, after, now);
  if (after?.lockedUntil && after.lockedUntil > now)
    return { ok: false, msg: 'pin_locked', output: { lockedUntil: after.lockedUntil.toISOString() } };
  return { ok: false, msg: 'pin_incorrect', output: { triesLeft: Math.max(0, PIN_MAX_TRIES - (after?.failedCount ?? PIN_MAX_TRIES)) } };
}

type Slot = { ok: true; pinHash: string } | { ok: false; refusal: PinCheck };

/** After a check: as many waiting checks as there are free slots may try, or all of them once the PIN is locked (they answer pin_locked). */
function wakeWaiters(
  db: Database,
  memberId: number,
  after: { failedCount: number; inFlight: number; lockedUntil: Date | null } | undefined,
  now: Date,
) {
  if (!after) return slotsFreed(db, memberId, Number.POSITIVE_INFINITY);
  if (after.lockedUntil && after.lockedUntil > now) return slotsFreed(db, memberId, Number.POSITIVE_INFINITY);
  slotsFreed(db, memberId, Math.max(0, PIN_MAX_TRIES - after.failedCount - after.inFlight));
}

async function takeSlot(db: Database, memberId: number, now: Date): Promise<Slot> {
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - IN_FLIGHT_TTL_MS).toISOString();
  // A lock that has run out starts a fresh series of tries; lost in-flight counts expire.
  const lockPassed = sql`(${memberPins.lockedUntil} is not null and ${memberPins.lockedUntil} <= ${nowIso}::timestamptz)`;
  const failed = sql`(case when ${lockPassed} then 0 else ${memberPins.failedCount} end)`;
  const inFlight = sql`(case when ${memberPins.inFlightAt} is null or ${memberPins.inFlightAt} <= ${staleBefore}::timestamptz then 0 else ${memberPins.inFlight} end)`;
  const started = slotClock.now();
  for (let look = 0; ; look++) {
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
    // Every slot is taken by checks still running: wait for one of them to finish (woken when it does).
    if (slotClock.now() - Math.max(started, lastCheckEnded(db, memberId)) > SLOT_WAIT_MS) {
      return { ok: false, refusal: { ok: false, msg: 'too_many_requests' } };
    }
    await waitForSlot(db, memberId, look);
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
