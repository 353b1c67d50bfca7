import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying hex(HMAC-SHA256(PROVIDER_SECRET, raw request body)) on every wallet callback. */
export const SIGNATURE_HEADER = 'x-provider-signature';

export function signBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time: an attacker learns nothing from how long a wrong signature takes to refuse. */
export function verifyBody(secret: string, rawBody: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
