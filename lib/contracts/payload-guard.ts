/**
 * Bounds every request body before its contract is applied, whatever the endpoint: no string (and
 * no key) may carry NUL, other control characters (tab, newline and carriage return are text) or a
 * lone UTF-16 surrogate, no number may be non-finite or an integer past 2^53 (JSON has no exact form
 * for it), and nesting stays shallow. PostgreSQL refuses NUL and lone surrogates in text and jsonb,
 * and bigint past 2^63: this keeps such input a 400 with a field name instead of a database error.
 * The contracts then bound each field's own range.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 8;

export type PayloadFlaw = { field: string; key: 'error_characters' | 'error_number' | 'error_depth' };

/** Text a database column can hold as sent. */
function isStorableText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

export function payloadFlaw(value: unknown, path: string[] = [], depth = 0): PayloadFlaw | null {
  const field = path.length ? path.join('.') : 'body';
  if (typeof value === 'string') return isStorableText(value) ? null : { field, key: 'error_characters' };
  if (typeof value === 'number') {
    const unsafe = !Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value));
    return unsafe ? { field, key: 'error_number' } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { field, key: 'error_depth' };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    // A key the database cannot hold is reported as its object's flaw, not echoed back.
    if (!isStorableText(key)) return { field, key: 'error_characters' };
    const flaw = payloadFlaw(item, [...path, key], depth + 1);
    if (flaw) return flaw;
  }
  return null;
}
