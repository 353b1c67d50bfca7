import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { staffAccounts, staffSessions } from '../../db/schema-staff';
import { hashSessionToken } from '../members';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { readPreviewKey, signPreviewKey, type PreviewClaims } from './preview-key';
import type { StaffSessionPolicy } from './sessions';

/** The console session a csid token opens (createdAt names it in a preview key), or undefined. */
export async function consoleSessionOf(db: Database, token: string, secret: string) {
  const [row] = await db
    .select({ staffId: staffSessions.staffId, createdAt: staffSessions.createdAt })
    .from(staffSessions)
    .where(eq(staffSessions.tokenHash, hashSessionToken(token, secret)))
    .limit(1);
  return row;
}

/** A preview key for this console session. */
export function issuePreviewKey(session: { staffId: number; createdAt: Date }, secret: string, now: Date) {
  return signPreviewKey(session, secret, now);
}

/**
 * A key's claims when it is signed, unexpired, and its session still lives: not signed out, not
 * idle or older than the session limits, its operator active and still allowed to edit content.
 * A read only: checking a key does not keep the session alive.
 */
export async function livePreview(
  db: Database,
  key: string,
  now: Date,
  policy: StaffSessionPolicy,
): Promise<{ ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' | 'session_ended' }> {
  const read = readPreviewKey(key, policy.secret, now);
  if (!read.ok) return read;
  const { staffId, sessionCreatedAt } = read.claims;
  const [row] = await db
    .select({
      lastSeenAt: staffSessions.lastSeenAt,
      createdAt: staffSessions.createdAt,
      active: staffAccounts.active,
      role: staffAccounts.role,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.staffId, staffId), eq(staffSessions.createdAt, sessionCreatedAt)))
    .limit(1);
  const alive =
    row &&
    row.active &&
    (CONTENT_ROLES as readonly StaffRole[]).includes(row.role) &&
    now.getTime() - row.lastSeenAt.getTime() < policy.idleMs &&
    now.getTime() - row.createdAt.getTime() < policy.absoluteMs;
  return alive ? read : { ok: false, reason: 'session_ended' };
}
