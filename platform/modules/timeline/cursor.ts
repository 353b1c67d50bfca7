/**
 * The keyset cursor: the last line's time (PostgreSQL's text, to the microsecond: a JavaScript Date
 * would round it to the millisecond and skip or repeat lines) and its key. Lines are ordered by
 * (time, key) descending; keys compare byte by byte (COLLATE "C" in SQL, `compareKeys` here).
 */
export type Cursor = { at: string; key: string };

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const KEY = /^[jqr][^\u0000-\u001f\u007f]{1,300}$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.key}`, 'utf8').toString('base64url');
}

/** The cursor a page handed out, or undefined when the text is not one. */
export function decodeCursor(text: string): Cursor | undefined {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const bar = decoded.indexOf('|');
  const [at, key] = [decoded.slice(0, bar), decoded.slice(bar + 1)];
  return bar > 0 && AT.test(at) && KEY.test(key) ? { at, key } : undefined;
}

/** Byte order, as PostgreSQL's "C" collation compares. */
export function compareKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** Newest first: later time first, then the greater key. */
export function newestFirst(a: Cursor, b: Cursor): number {
  return a.at === b.at ? compareKeys(b.key, a.key) : a.at < b.at ? 1 : -1;
}
