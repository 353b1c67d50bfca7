import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { ActiveSession } from '@/lib/contracts/security';
import type { Database } from '../../db/connection';
import { sessions } from '../../db/schema';
import { hashSessionToken, type SessionPolicy } from '../members';
import { deviceOf } from './user-agent';

/** A session in the list is named by its public id; the token's digest never leaves the platform. */
export async function listActiveSessions(
  db: Database,
  memberId: number,
  currentToken: string | undefined,
  now: Date,
  policy: SessionPolicy,
): Promise<ActiveSession[]> {
  const current = currentToken ? hashSessionToken(currentToken, policy.secret) : '';
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
        gt(sessions.createdAt, new Date(now.getTime() - policy.absoluteMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(100);
  const items = rows.map((row) => ({
    id: row.publicId,
    current: row.tokenHash === current,
    device: deviceOf(row.userAgent),
    ip: row.ip,
    country: row.country,
    createdAt: row.createdAt.toISOString(),
    // This request counts as seen, whatever the once-a-minute write left in the row.
    lastSeenAt: (row.tokenHash === current ? now : row.lastSeenAt).toISOString(),
  }));
  // The current one first: the list starts with "this device".
  return [...items.filter((s) => s.current), ...items.filter((s) => !s.current)];
}

/** Ends one of the member's other sessions; false when there is none by that id (or it is this one). */
export async function endSession(db: Database, memberId: number, publicId: string, currentToken: string | undefined, secret: string) {
  const current = currentToken ? hashSessionToken(currentToken, secret) : '';
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.memberId, memberId), eq(sessions.publicId, publicId), ne(sessions.tokenHash, current)))
    .returning({ publicId: sessions.publicId });
  return ended.length > 0;
}

/** Ends every session of the member but this one; how many. */
export async function endOtherSessions(db: Database, memberId: number, currentToken: string | undefined, secret: string) {
  const current = currentToken ? hashSessionToken(currentToken, secret) : '';
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, current)))
    .returning({ publicId: sessions.publicId });
  return ended.length;
}
