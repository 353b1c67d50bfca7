import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { members, sessions } from '../../db/schema';
import { memberStatus } from '../../db/schema-member-admin';
import type { Member } from '../../endpoints/context';
import { hashSessionToken, newSessionToken } from './session-token';
import { memberHooks } from './hooks';

export type SessionPolicy = { idleMs: number; absoluteMs: number; secret: string };

/** Writing last_seen_at on every request would turn each read into a write; once a minute is precise enough for a 30-minute idle limit. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export function sessionPolicy(env: { sessionIdleMinutes: number; sessionAbsoluteHours: number; sessionSecret: string }): SessionPolicy {
  return { idleMs: env.sessionIdleMinutes * 60_000, absoluteMs: env.sessionAbsoluteHours * 3_600_000, secret: env.sessionSecret };
}

/** Creates a session row and returns the raw token for the cookie; only its hash is stored. */
export async function createSession(
  db: Database,
  input: { memberId: number; now: Date; ip: string; userAgent: string; country?: string | null; policy: SessionPolicy },
): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token, input.policy.secret),
    memberId: input.memberId,
    createdAt: input.now,
    lastSeenAt: input.now,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
    country: input.country ?? null,
  });
  // Housekeeping where it is cheap (indexed by member): drop this member's dead sessions.
  await db.delete(sessions).where(and(eq(sessions.memberId, input.memberId), expired(input.now, input.policy)));
  return token;
}

/** The member behind a live session, or undefined. An expired session is deleted on sight. */
export async function memberForSession(db: Database, token: string, now: Date, policy: SessionPolicy): Promise<Member | undefined> {
  const tokenHash = hashSessionToken(token, policy.secret);
  const [row] = await db
    .select({ session: sessions, member: members, lockedAt: memberStatus.lockedAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(memberStatus, eq(memberStatus.memberId, sessions.memberId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;
  // Locking deletes the member's sessions; this also refuses one a login racing the lock created.
  if (row.lockedAt) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }

  const { session, member } = row;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  const age = now.getTime() - session.createdAt.getTime();
  if (idleFor >= policy.idleMs || age >= policy.absoluteMs) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  // A break in force or the member's own session limit (members' hooks: the exclusion module).
  if (await memberHooks().sessionEnds(db, member.id, session.createdAt, now)) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  if (idleFor >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return member;
}

export async function deleteSession(db: Database, token: string, policy: SessionPolicy): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token, policy.secret)));
}

/** Ends every session of the member (a lock, or an operator's "end sessions"); how many there were. */
export async function endMemberSessions(db: Database, memberId: number): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.memberId, memberId)).returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** The member's sessions still within the idle and absolute limits, newest first (never the token digests). */
export async function liveSessions(
  db: Database,
  memberId: number,
  now: Date,
  policy: SessionPolicy,
  page: { limit: number; offset: number },
) {
  const where = and(eq(sessions.memberId, memberId), live(now, policy));
  const [total, rows] = await Promise.all([
    db.$count(sessions, where),
    db
      .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent })
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total, rows };
}

function live(now: Date, policy: SessionPolicy) {
  return and(
    gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
    gt(sessions.createdAt, new Date(now.getTime() - policy.absoluteMs)),
  );
}

function expired(now: Date, policy: SessionPolicy) {
  return or(
    lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
    lt(sessions.createdAt, new Date(now.getTime() - policy.absoluteMs)),
  );
}
