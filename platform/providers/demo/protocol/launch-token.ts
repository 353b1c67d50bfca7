import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The launch token the platform gives the browser and the provider verifies at /play:
 * base64url(JSON claims) "." base64url(HMAC-SHA256(secret, "launch." + that first part)).
 * The "launch." prefix keeps these signatures apart from the wallet callbacks' (same secret).
 */
export type LaunchClaims = {
  memberId: number;
  gameId: string;
  providerId: string;
  currency: string;
  /** expiry, seconds since the epoch */
  exp: number;
  /** makes every token unique, even two launches in the same second */
  nonce: string;
  /** a play-money session: no member (memberId 0), no wallet calls */
  demo?: true;
};

export type TokenCheck = { ok: true; claims: LaunchClaims } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`launch.${body}`).digest();

export function signLaunchToken(secret: string, claims: Omit<LaunchClaims, 'nonce'> & { nonce?: string }): string {
  const full: LaunchClaims = { ...claims, nonce: claims.nonce ?? randomBytes(12).toString('base64url') };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

export function verifyLaunchToken(secret: string, token: string, now: Date): TokenCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_signature' };

  let claims: LaunchClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LaunchClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is LaunchClaims {
  const c = value as Partial<LaunchClaims> | null;
  return (
    !!c &&
    Number.isInteger(c.memberId) &&
    typeof c.gameId === 'string' &&
    typeof c.providerId === 'string' &&
    typeof c.currency === 'string' &&
    Number.isInteger(c.exp) &&
    typeof c.nonce === 'string' &&
    (c.demo === undefined || c.demo === true) &&
    // A real session names its member; only a demo has none.
    (c.demo === true ? c.memberId === 0 : (c.memberId ?? 0) > 0)
  );
}
