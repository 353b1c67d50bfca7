import { createHmac, timingSafeEqual } from 'node:crypto';
import { isSafeObjectKey } from '@/lib/object-key';
import { GATEWAY_PATH } from './gateway/constants';

/**
 * Short-lived links to private objects (receipts, documents). Only the platform mints them — for
 * the member who uploaded the object and for operators — and the upload gateway serves them on
 * the site's own origin (/s3/_private/…), so a private key can never be read by guessing a path.
 * The HMAC key is derived from SESSION_SECRET: production already refuses to run without it.
 */
export const PRIVATE_URL_PREFIX = `${GATEWAY_PATH}/_private/`;
export const PRIVATE_URL_TTL_SECONDS = 300;

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', `private-object-url:${secret}`).update(`${key}\n${expires}`).digest('base64url');
}

export function privateObjectUrl(secret: string, key: string, now: Date, ttlSeconds = PRIVATE_URL_TTL_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${PRIVATE_URL_PREFIX}${path}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

/** The key a link names when its signature holds and it has not expired; null otherwise. */
export function verifyPrivateUrl(secret: string, rawPath: string, query: URLSearchParams, now: Date): string | null {
  if (!rawPath.startsWith(PRIVATE_URL_PREFIX)) return null;
  let key: string;
  try {
    key = rawPath.slice(PRIVATE_URL_PREFIX.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  const expires = Number(query.get('expires'));
  const given = Buffer.from(query.get('signature') ?? '');
  if (!isSafeObjectKey(key) || !Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, key, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
}
