/**
 * What an audit row's jsonb fields (input, before, after) and text fields may hold. A refused call's
 * input is stored as sent, before any validation, so it may carry what PostgreSQL refuses (NUL, lone
 * UTF-16 surrogates, in values or keys) or nest thousands of levels deep: the row must still be
 * written, or the refusal would be a 500 and off the record.
 */

/** Keys whose values never reach the log, at any depth. */
const SECRET_KEY = /password|secret|totp|pin|token|key$/i;
/** A row's JSON fields are capped: the log records what happened, not whole documents. */
const MAX_JSON_CHARS = 8_000;
/** Deeper than any contract's payload; below it a value is replaced by a marker. */
const MAX_DEPTH = 12;
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text with NUL and lone surrogates replaced by U+FFFD, which text and jsonb columns take. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '\ufffd');
}

/** The value as JSON would have it (toJSON, no undefined or functions), storable, secrets masked, depth capped. */
function storable(value: unknown, depth: number): unknown {
  const plain = hasToJson(value) ? value.toJSON() : value;
  if (typeof plain === 'string') return storableText(plain);
  if (typeof plain === 'number') return Number.isFinite(plain) ? plain : null;
  if (typeof plain === 'bigint') return plain.toString();
  if (typeof plain === 'boolean' || plain === null) return plain;
  if (typeof plain !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(plain)) return plain.map((item) => storable(item, depth + 1) ?? null);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(plain)) {
    const stored = SECRET_KEY.test(key) && item !== undefined && item !== null ? '[redacted]' : storable(item, depth + 1);
    if (stored !== undefined) out[storableText(key)] = stored;
  }
  return out;
}

function hasToJson(value: unknown): value is { toJSON(): unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

/** The value with secrets masked, unstorable text replaced and size capped, ready for a jsonb column. */
export function redacted(value: unknown): unknown {
  const stored = storable(value, 0) ?? null;
  const text = JSON.stringify(stored);
  // The cut may split a surrogate pair: the truncated text is made storable again.
  return text.length > MAX_JSON_CHARS ? { truncated: `${storableText(text.slice(0, MAX_JSON_CHARS))}…` } : stored;
}
