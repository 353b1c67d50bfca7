import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane).
 * `Algorithm` is an ambient const enum, which isolatedModules cannot inline, so the value is spelled out.
 */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

/**
 * Verifying against this when the username is unknown makes a miss cost as much
 * as a wrong password, so response time does not reveal which usernames exist.
 */
let dummyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
