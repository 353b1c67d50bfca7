import type { Database } from '../../db/connection';
import { addToCounter, clearCounter } from '../throttle';

/**
 * Codes tried per member (sign-in, turning off, password change alike), counted before each is
 * checked in one atomic upsert, with the login's limits: a password alone cannot walk a million
 * codes by asking for new challenges. A right code starts the count afresh.
 */
type Limits = { loginMaxFailsPerAccount: number; loginWindowMinutes: number };

const counter = (memberId: number) => ({ scope: 'two-factor-member', key: String(memberId) });

/** Counts one code; false when the member is over the limit (answer 429, check nothing). */
export async function takeCodeAttempt(db: Database, memberId: number, now: Date, env: Limits): Promise<boolean> {
  const count = await addToCounter(db, counter(memberId), { now, windowMs: env.loginWindowMinutes * 60_000 });
  return count <= env.loginMaxFailsPerAccount;
}

export async function codeAccepted(db: Database, memberId: number): Promise<void> {
  await clearCounter(db, counter(memberId));
}
