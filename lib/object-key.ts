/**
 * Object-storage keys as the site and the platform accept them, checked before any storage call:
 * slash-separated segments, none empty, '.' or '..', and no backslash, percent sign (an encoded
 * separator such as %2F or %252F), control character or NUL anywhere. Keys the platform writes
 * are made of [A-Za-z0-9._-] segments, so a refused key is never a real one.
 */
const MAX_KEY_BYTES = 1024;
const UNSAFE_CHARACTER = /[\\%\u0000-\u001f\u007f]/;

export function isSafeKeySegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('/') && !UNSAFE_CHARACTER.test(segment);
}

export function isSafeObjectKey(key: string): boolean {
  if (key === '' || key.startsWith('/') || new TextEncoder().encode(key).length > MAX_KEY_BYTES) return false;
  return key.split('/').every(isSafeKeySegment);
}

/** The segments as a URL path, each percent-encoded; null when any segment is unsafe. */
export function objectKeyPath(segments: readonly string[]): string | null {
  if (segments.length === 0 || !segments.every(isSafeKeySegment)) return null;
  const key = segments.join('/');
  return isSafeObjectKey(key) ? segments.map(encodeURIComponent).join('/') : null;
}
