import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Preview keys: what the console hands the member site in its preview iframe. A key names the
 * operator's console session (the operator and the instant the session began) and its own expiry,
 * signed with HMAC-SHA-256 under a key derived from SESSION_SECRET, so nobody can make or stretch
 * one. It is short-lived (10 minutes; the console asks for a new one before then) and good only
 * while that session lives (preview-session.ts checks): signing out ends every key it issued.
 */
export const PREVIEW_KEY_TTL_MS = 10 * 60_000;

export type PreviewClaims = { staffId: number; sessionCreatedAt: Date; expiresAt: Date };
export type PreviewKeyCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Its own key, so a preview key's signature can never stand for a session token's digest. */
function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('console-preview-key-v1').digest();
}

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', signingKey(secret)).update(payload).digest();
}

export function signPreviewKey(session: { staffId: number; createdAt: Date }, secret: string, now: Date): { key: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_KEY_TTL_MS);
  const payload = Buffer.from(JSON.stringify([session.staffId, session.createdAt.getTime(), expiresAt.getTime()])).toString('base64url');
  return { key: `${payload}.${signature(payload, secret).toString('base64url')}`, expiresAt };
}

/** The key's claims when its signature is right and `now` is before its expiry (at the expiry instant it is over). */
export function readPreviewKey(key: string, secret: string, now: Date): PreviewKeyCheck {
  const [payload, sent, extra] = key.split('.');
  if (!payload || !sent || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = signature(payload, secret);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(fields) || fields.length !== 3 || !fields.every((f) => Number.isSafeInteger(f)))
    return { ok: false, reason: 'invalid' };
  const [staffId, createdAt, expiresAt] = fields as [number, number, number];
  if (now.getTime() >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { staffId, sessionCreatedAt: new Date(createdAt), expiresAt: new Date(expiresAt) } };
}
