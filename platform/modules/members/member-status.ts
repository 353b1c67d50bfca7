import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { memberStatus } from '../../db/schema-member-admin';

/**
 * The console's facts about a member (platform/db/schema-member-admin.ts): last login and an
 * operator's lock. Reads answer "not locked, never logged in" for a member without a row.
 */
export type MemberStatus = { lastLoginAt: Date | null; lockedAt: Date | null; lockReason: string; lockedBy: string };

const NONE: MemberStatus = { lastLoginAt: null, lockedAt: null, lockReason: '', lockedBy: '' };

export async function statusOf(db: Database, memberId: number): Promise<MemberStatus> {
  const [row] = await db.select().from(memberStatus).where(eq(memberStatus.memberId, memberId)).limit(1);
  return row ?? NONE;
}

export async function isLocked(db: Database, memberId: number): Promise<boolean> {
  return (await statusOf(db, memberId)).lockedAt !== null;
}

/** Written at every login (and registration, which logs the member in). */
export async function recordLogin(db: Database, memberId: number, now: Date): Promise<void> {
  await db
    .insert(memberStatus)
    .values({ memberId, lastLoginAt: now })
    .onConflictDoUpdate({ target: memberStatus.memberId, set: { lastLoginAt: now } });
}

/** Locks the member; false when they were locked already (the first lock's time and reason stay). */
export async function lockMember(db: Database, memberId: number, lock: { at: Date; reason: string; by: string }): Promise<boolean> {
  const rows = await db
    .insert(memberStatus)
    .values({ memberId, lockedAt: lock.at, lockReason: lock.reason, lockedBy: lock.by })
    .onConflictDoUpdate({
      target: memberStatus.memberId,
      set: { lockedAt: lock.at, lockReason: lock.reason, lockedBy: lock.by },
      setWhere: sql`${memberStatus.lockedAt} is null`,
    })
    .returning({ memberId: memberStatus.memberId });
  return rows.length > 0;
}

/** Unlocks the member; false when they were not locked. */
export async function unlockMember(db: Database, memberId: number): Promise<boolean> {
  const rows = await db
    .update(memberStatus)
    .set({ lockedAt: null, lockReason: '', lockedBy: '' })
    .where(sql`${memberStatus.memberId} = ${memberId} and ${memberStatus.lockedAt} is not null`)
    .returning({ memberId: memberStatus.memberId });
  return rows.length > 0;
}
