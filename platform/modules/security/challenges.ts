import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loginChallenges } from '../../db/schema-security';
import { hashSessionToken, newSessionToken } from '../members';

/** Long enough to open the app and type six digits; short enough that a password alone soon goes stale. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Codes one challenge may try; then the member signs in with the password again (the account's code throttle counts too). */
export const CHALLENGE_MAX_CODES = 5;

/** Whether a challenge made at `createdAt` still takes codes at `now` (the boundary itself is expired). */
export function challengeOpen(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** A fresh challenge for the member (their stale ones dropped); only its keyed digest is stored. */
export async function createChallenge(db: Database, memberId: number, now: Date, secret: string): Promise<string> {
  await db.delete(loginChallenges).where(and(eq(loginChallenges.memberId, memberId), lte(loginChallenges.expiresAt, now)));
  const token = newSessionToken();
  await db.insert(loginChallenges).values({
    tokenHash: hashSessionToken(token, secret),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return token;
}

/**
 * Counts one code against a live challenge, atomically: the member it belongs to, or null when
 * it is unknown, expired or has had its tries.
 */
export async function takeChallengeAttempt(db: Database, token: string, now: Date, secret: string): Promise<number | null> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, hashSessionToken(token, secret)),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.attempts, CHALLENGE_MAX_CODES),
      ),
    )
    .returning({ memberId: loginChallenges.memberId });
  return row?.memberId ?? null;
}

/** Ends the challenge once a code was right: true for the one caller that ended it. */
export async function consumeChallenge(db: Database, token: string, secret: string): Promise<boolean> {
  const gone = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.tokenHash, hashSessionToken(token, secret)))
    .returning({ memberId: loginChallenges.memberId });
  return gone.length > 0;
}
