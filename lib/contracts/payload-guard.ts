/**
 * Bounds every request body before its contract is applied, whatever the endpoint: no string may
 * carry NUL or other control characters (tab, newline and carriage return are text), no number
 * may be non-finite or an integer past 2^53 (JSON has no exact form for it), and nesting stays
 * shallow. PostgreSQL refuses NUL in text and bigint past 2^63: this keeps such input a 400 with
 * a field name instead of a database error. The contracts then bound each field's own range.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const MAX_DEPTH = 8;

export type PayloadFlaw = { field: string; key: 'error_characters' | 'error_number' | 'error_depth' };

export function payloadFlaw(value: unknown, path: string[] = [], depth = 0): PayloadFlaw | null {
  const field = path.length ? path.join('.') : 'body';
  if (typeof value === 'string') return CONTROL.test(value) ? { field, key: 'error_characters' } : null;
  if (typeof value === 'number') {
    const unsafe = !Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value));
    return unsafe ? { field, key: 'error_number' } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { field, key: 'error_depth' };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const flaw = payloadFlaw(item, [...path, key], depth + 1);
    if (flaw) return flaw;
  }
  return null;
}
