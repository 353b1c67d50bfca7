import type { Database } from '../../db/connection';
import { addToCounter, clearCounter, subtractFromCounter } from '../throttle';

/**
 * Login throttle, per account and per client IP. Every attempt is counted *before* the password
 * is checked, in one atomic upsert per key (platform/modules/throttle), so a burst of parallel
 * guesses gets exactly the allowed number evaluated, across several platform processes too.
 * A right password forgives the account's count and gives the IP its attempt back, so a shared
 * address (an office, a mobile carrier's NAT) is limited by wrong passwords only.
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

const accountCounter = (account: string) => ({ scope: 'login-account', key: account });
const ipCounter = (ip: string) => ({ scope: 'login-ip', key: ip });

/** Counts one attempt for the account and the IP; false when either is over its limit (answer 429, check nothing). */
export async function takeLoginAttempt(db: Database, keys: ThrottleKeys, now: Date, limits: ThrottleLimits): Promise<boolean> {
  const window = { now, windowMs: limits.windowMs };
  const [account, ip] = await Promise.all([
    addToCounter(db, accountCounter(keys.account), window),
    addToCounter(db, ipCounter(keys.ip), window),
  ]);
  return account <= limits.maxPerAccount && ip <= limits.maxPerIp;
}

/** The password was right: the account starts afresh and the IP gets this attempt back. */
export async function loginSucceeded(db: Database, keys: ThrottleKeys): Promise<void> {
  await Promise.all([clearCounter(db, accountCounter(keys.account)), subtractFromCounter(db, ipCounter(keys.ip))]);
}
