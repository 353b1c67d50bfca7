import { eq, sql } from 'drizzle-orm';
import type { StaffProfile, StaffRole } from '@/lib/contracts/staff';
import type { Database } from '../../db/connection';
import { staffAccounts } from '../../db/schema-staff';

export type StaffAccount = typeof staffAccounts.$inferSelect;

export function toStaffProfile(account: StaffAccount): StaffProfile {
  return {
    id: account.id,
    username: account.username,
    role: account.role,
    active: account.active,
    totpEnabled: account.totpSecret !== null,
    createdAt: account.createdAt.toISOString(),
  };
}

/** Usernames are unique without regard to case (the unique index is on lower(username)). */
export async function findStaffByUsername(db: Database, username: string): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findStaffById(db: Database, id: number): Promise<StaffAccount | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row;
}

/** Owners who can still sign in: the last one may not be demoted or disabled. */
export async function activeOwnerCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffAccounts)
    .where(sql`${staffAccounts.role} = ${'owner' satisfies StaffRole} and ${staffAccounts.active}`);
  return row?.n ?? 0;
}

/** Accepts a TOTP time step only if it is newer than the last one, atomically: a code works once even in parallel. */
export async function takeTotpStep(db: Database, staffId: number, step: number): Promise<boolean> {
  const updated = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(sql`${staffAccounts.id} = ${staffId} and (${staffAccounts.totpLastStep} is null or ${staffAccounts.totpLastStep} < ${step})`)
    .returning({ id: staffAccounts.id });
  return updated.length === 1;
}
