import type { ApiResult } from '@/lib/contracts/envelope';

/**
 * Money calls carry an idempotency key so a retried submission can never move money twice.
 * A key lives as long as one submission's outcome is unknown (no answer, network failure):
 * retrying the same values then reuses it and the platform replays its first answer. Any real
 * answer — success or refusal — ends it, so the next submission is a new one.
 */
export function createIdempotencyKeeper(newKey: () => string = newIdempotencyKey) {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature: string): string {
      if (!current || current.signature !== signature) current = { signature, key: newKey() };
      return current.key;
    },
    /** Call with the answer: keeps the key only when the outcome is unknown. */
    settle(answer: ApiResult | null): void {
      if (!isUnknownOutcome(answer)) current = null;
    },
  };
}

/** The API client's default failure (code 0): nothing tells whether the server acted. */
export function isUnknownOutcome(answer: ApiResult | null): boolean {
  return answer !== null && !answer.status && (answer.code === 0 || answer.code === undefined) && answer.msg === 'Something Went Wrong';
}

/**
 * crypto.randomUUID exists only in secure contexts (https, localhost); a site reached over
 * plain http on a LAN address still needs keys, so fall back to a v4 UUID from getRandomValues.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
