/**
 * How long a browser may keep a page's HTML. Pages render per request (the CSP nonce), so nothing
 * is shared between users; but no page's HTML carries member data — the server knows only whether
 * a member is signed in, and their profile, balance and inbox load on the client — so the browser
 * may store a visitor's page and a member's alike (`private`) and must ask again before reusing it
 * for a normal visit (`no-cache`). Without `no-store` the page may enter the back/forward cache and
 * a history navigation may use the stored copy; a restored page asks who is signed in
 * (components/providers/use-restored-page-check.ts). docs/security.md "Page caching" explains
 * why pages are not static.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * The Cache-Control the proxy sets on a page, or null to keep Next's (no-store). Only a document
 * navigation (`Sec-Fetch-Dest: document`): the router's RSC fetches keep Next's headers (Next takes
 * their RSC header away before the proxy sees it). The preview and the console set `no-store`
 * themselves.
 */
export function pageCacheControl({ fetchDest }: { fetchDest: string | null }): string | null {
  if (fetchDest !== 'document') return null;
  return PAGE_CACHE_CONTROL;
}
