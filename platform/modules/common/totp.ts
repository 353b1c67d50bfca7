import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Second factors of the console's staff and of members: RFC 6238 codes (six digits, 30 s, SHA-1:
 * what authenticator apps use) through otplib. The secret is stored encrypted (AES-256-GCM under a
 * key derived from SESSION_SECRET and the secret's purpose), so a copy of the table alone cannot
 * mint codes; a code is accepted once (the caller stores the returned time step and passes it back
 * as `afterStep`, and takes it with a conditional update).
 */
/** One step either side: the phone's clock may be a little off. */
const TOLERANCE_SECONDS = 30;

/** Whose secrets a key seals: a secret sealed for one purpose does not open under another. */
export type TotpPurpose = 'staff-totp' | 'member-totp';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from a QR code. */
export function totpUri(secret: string, username: string, issuer: string): string {
  return generateURI({ issuer, label: username, secret });
}

/** The accepted code's time step, or null for a wrong, stale or replayed code. */
export async function checkTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null; // a malformed code or secret is a wrong code
  }
}

function keyOf(sessionSecret: string, purpose: TotpPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, purpose, 'totp-secret-at-rest', 32));
}

export function sealTotpSecret(secret: string, sessionSecret: string, purpose: TotpPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

export function openTotpSecret(stored: string, sessionSecret: string, purpose: TotpPurpose): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null; // sealed under another secret, or tampered with
  }
}
