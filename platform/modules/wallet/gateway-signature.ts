import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature scheme a gateway adapter may use for its confirmations (the demo gateway does; a
 * real one uses whatever its provider documents, behind the same parseConfirmation): hex
 * HMAC-SHA256 over `{timestamp}.{raw body}` with the gateway's secret, the timestamp in unix
 * seconds. Signing the timestamp with the body lets the receiver refuse an old message replayed.
 */
export function signConfirmation(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export type SignatureCheck = 'valid' | 'invalid_signature' | 'stale_signature';

/**
 * Constant-time (no early exit on the first wrong byte), and only a timestamp within
 * `toleranceSeconds` of now either side is fresh: a captured confirmation replayed later is refused
 * even though its signature is right. A gateway retrying signs again with a new timestamp.
 */
export function checkConfirmationSignature(
  secret: string,
  rawBody: Buffer,
  signature: unknown,
  timestamp: unknown,
  now: Date,
  toleranceSeconds: number,
): SignatureCheck {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return 'invalid_signature';
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return 'invalid_signature';
  const expected = Buffer.from(signConfirmation(secret, Number(timestamp), rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid_signature';
  const age = now.getTime() / 1000 - Number(timestamp);
  return Math.abs(age) <= toleranceSeconds ? 'valid' : 'stale_signature';
}
