/**
 * How long a browser may keep a page's HTML. Pages render per request (the CSP nonce, the member),
 * so nothing is shared between visitors; but a visitor's page holds no member data, so the browser
 * may store it (`private`) and must ask again before reusing it for a normal visit (`no-cache`).
 * Without `no-store` the page may enter the back/forward cache and a history navigation may use the
 * stored copy. A member's page keeps Next's `no-store`: it carries the member's profile.
 * docs/ARCHITECTURE.md "Page caching" explains why pages are not static.
 */
export const VISITOR_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * The Cache-Control the proxy sets on a page, or null to keep Next's (no-store). Only a document
 * navigation (`Sec-Fetch-Dest: document`): the router's RSC fetches keep Next's headers (Next takes
 * their RSC header away before the proxy sees it).
 */
export function pageCacheControl({ member, fetchDest }: { member: unknown; fetchDest: string | null }): string | null {
  if (member) return null;
  if (fetchDest !== 'document') return null;
  return VISITOR_PAGE_CACHE_CONTROL;
}
