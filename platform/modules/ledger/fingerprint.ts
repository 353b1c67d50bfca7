import { createHash } from 'node:crypto';

/**
 * sha256 of a request's values in canonical JSON (keys sorted, bigints as decimal strings), so the
 * same values always give the same fingerprint whatever the key order they arrived in.
 */
export function fingerprintOf(values: unknown): string {
  return createHash('sha256').update(canonicalJson(values)).digest('hex');
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
