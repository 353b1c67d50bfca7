/**
 * docs/PRODUCT.md §5 "Request payloads": string fields are trimmed before sending.
 * Private to the API client (lib/input-filters.ts has its own copy; to be deduped).
 *
 * Walks plain objects and arrays only; class instances (Date, File, Blob, Map …)
 * pass through untouched. Returns new containers, never mutates the input.
 */
export function trimStrings<T>(value: T): T {
  return walk(value, new WeakSet()) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function walk(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    if (seen.has(value)) throw new TypeError('trimStrings: circular structure');
    seen.add(value);
    const out = value.map((item) => walk(item, seen));
    seen.delete(value);
    return out;
  }
  if (isPlainObject(value)) {
    if (seen.has(value)) throw new TypeError('trimStrings: circular structure');
    seen.add(value);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = walk(item, seen);
    seen.delete(value);
    return out;
  }
  return value;
}
