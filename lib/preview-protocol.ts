/**
 * The messages between the console's preview editor (the parent window) and the member site in
 * its iframe (`?preview=true`). The iframe speaks first (`ready`), so the console never posts into
 * a page that is not listening yet; the console answers with `{ key, css }`; the iframe tells it
 * whether it applied them.
 */
export const PREVIEW_QUERY = 'preview';
export const PREVIEW_READY = 'preview-ready';
export const PREVIEW_APPLIED = 'preview-applied';
export const PREVIEW_REFUSED = 'preview-refused';
/** What a page logs (console.error) when a parent's key does not check out. */
export const KEY_NOT_MATCH = 'message-key-not-match';

export type PreviewRequest = { key: string; css: string };
export type PreviewNotice = { type: typeof PREVIEW_READY | typeof PREVIEW_APPLIED | typeof PREVIEW_REFUSED };

/** A `{ key, css }` message, or null for anything else. */
export function asPreviewRequest(data: unknown): PreviewRequest | null {
  if (typeof data !== 'object' || data === null) return null;
  const { key, css } = data as Record<string, unknown>;
  if (typeof key !== 'string' || key.length === 0 || key.length > 300) return null;
  return { key, css: typeof css === 'string' ? css : '' };
}

export function isPreviewNotice(data: unknown, type: PreviewNotice['type']): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}

/** Whether this page was opened as a preview (`?preview=true`). */
export function isPreviewUrl(search: string): boolean {
  return new URLSearchParams(search).get(PREVIEW_QUERY) === 'true';
}
