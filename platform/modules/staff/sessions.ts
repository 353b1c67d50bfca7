import { and, eq, lt, or } from 'drizzle-orm';
import type { StaffRole } from '@/lib/contracts/staff';
import type { Database } from '../../db/connection';
import { staffAccounts, staffSessions } from '../../db/schema-staff';
import { hashSessionToken, newSessionToken } from '../members';

/**
 * Console sessions: their own table and cookie (csid, path /console), shorter limits than a
 * member's (STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_ABSOLUTE_HOURS). A disabled operator's
 * sessions end at once; a role change applies to the next request.
 */
export type StaffSessionPolicy = { idleMs: number; absoluteMs: number; secret: string };

const LAST_SEEN_RESOLUTION_MS = 60_000;

export function staffSessionPolicy(env: {
  staffSessionIdleMinutes: number;
  staffSessionAbsoluteHours: number;
  sessionSecret: string;
}): StaffSessionPolicy {
  return { idleMs: env.staffSessionIdleMinutes * 60_000, absoluteMs: env.staffSessionAbsoluteHours * 3_600_000, secret: env.sessionSecret };
}

export async function createStaffSession(
  db: Database,
  input: { staffId: number; now: Date; ip: string; userAgent: string; policy: StaffSessionPolicy },
): Promise<string> {
  const token = newSessionToken();
  await db.insert(staffSessions).values({
    tokenHash: hashSessionToken(token, input.policy.secret),
    staffId: input.staffId,
    createdAt: input.now,
    lastSeenAt: input.now,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
  });
  const { idleMs, absoluteMs } = input.policy;
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, input.staffId),
        or(
          lt(staffSessions.lastSeenAt, new Date(input.now.getTime() - idleMs)),
          lt(staffSessions.createdAt, new Date(input.now.getTime() - absoluteMs)),
        ),
      ),
    );
  return token;
}

export type StaffSessionActor = { kind: 'staff'; id: number; username: string; role: StaffRole };

/** The active operator behind a live console session, or undefined (an expired session is deleted). */
export async function staffForSession(
  db: Database,
  token: string,
  now: Date,
  policy: StaffSessionPolicy,
): Promise<StaffSessionActor | undefined> {
  const tokenHash = hashSessionToken(token, policy.secret);
  const [row] = await db
    .select({ session: staffSessions, staff: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;
  const idleFor = now.getTime() - row.session.lastSeenAt.getTime();
  const age = now.getTime() - row.session.createdAt.getTime();
  if (!row.staff.active || idleFor >= policy.idleMs || age >= policy.absoluteMs) {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    return undefined;
  }
  if (idleFor >= LAST_SEEN_RESOLUTION_MS)
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
  return { kind: 'staff', id: row.staff.id, username: row.staff.username, role: row.staff.role };
}

export async function deleteStaffSession(db: Database, token: string, policy: StaffSessionPolicy): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashSessionToken(token, policy.secret)));
}

export async function endStaffSessions(db: Database, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
