import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loginFailures } from '../../db/schema';

/**
 * Failed-login throttle, per account and per client IP, over a sliding window.
 * It lives in the database so the limits hold across several platform processes.
 */
export type ThrottleLimits = { maxPerAccount: number; maxPerIp: number; windowMs: number };
export type ThrottleKeys = { account: string; ip: string };

export function throttleLimits(env: {
  loginMaxFailsPerAccount: number;
  loginMaxFailsPerIp: number;
  loginWindowMinutes: number;
}): ThrottleLimits {
  return {
    maxPerAccount: env.loginMaxFailsPerAccount,
    maxPerIp: env.loginMaxFailsPerIp,
    windowMs: env.loginWindowMinutes * 60_000,
  };
}

/** Accounts are keyed by lower-cased username, like the unique index, so case games do not reset the count. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

export async function isLoginBlocked(db: Database, keys: ThrottleKeys, now: Date, limits: ThrottleLimits): Promise<boolean> {
  const since = new Date(now.getTime() - limits.windowMs);
  const [accountFails, ipFails] = await Promise.all([
    db.$count(loginFailures, and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, keys.account), gt(loginFailures.failedAt, since))),
    db.$count(loginFailures, and(eq(loginFailures.scope, 'ip'), eq(loginFailures.key, keys.ip), gt(loginFailures.failedAt, since))),
  ]);
  return accountFails >= limits.maxPerAccount || ipFails >= limits.maxPerIp;
}

export async function recordLoginFailure(db: Database, keys: ThrottleKeys, now: Date, limits: ThrottleLimits): Promise<void> {
  await db.insert(loginFailures).values([
    { scope: 'account', key: keys.account, failedAt: now },
    { scope: 'ip', key: keys.ip, failedAt: now },
  ]);
  // Rows outside the window no longer count; blocked attempts add none, so this keeps the table small.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - limits.windowMs)));
}

/** A successful login forgives the account's failures (not the IP's: one good password must not unlock guessing others). */
export async function clearAccountFailures(db: Database, account: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, account)));
}

