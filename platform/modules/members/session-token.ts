import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: unguessable, and only its sha256 reaches the database. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
