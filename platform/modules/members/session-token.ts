import { createHmac, randomBytes } from 'node:crypto';

/** 32 random bytes: unguessable, and only its keyed digest reaches the database. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * HMAC-SHA256 under SESSION_SECRET: someone who can read the sessions table (a backup, a replica)
 * can neither use the digests nor test guesses against them without the secret.
 */
export function hashSessionToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
