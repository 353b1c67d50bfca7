/**
 * Rules of the site's POST /api proxy, kept pure so they are unit-tested:
 * which endpoint names pass, which origins are same-site, which headers go upstream.
 */
export const FORWARDED_REQUEST_HEADERS = [
  'content-type',
  'cookie',
  'user-agent',
  'accept-language',
  'page',
  'fullpath',
  'domain',
  'pathlang',
  'device',
  'fp',
  'x-maintenance-bypass',
] as const;

/** `auth/login`, `common/country-list` …: lower-case words joined by '/', nothing that walks paths. */
export function isValidEndpointName(name: string): boolean {
  return /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*){0,3}$/.test(name);
}

/**
 * Cross-site requests are refused (CSRF): an Origin must equal the site's own origin, and the
 * opaque `Origin: null` is refused too. Without Origin, Sec-Fetch-Site decides; a client with
 * neither (curl, server-to-server) is not a browser riding on a member's cookies.
 */
export function isSameSiteRequest(headers: { get(name: string): string | null }, siteOrigin: string): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return origin === siteOrigin;
  const fetchSite = headers.get('sec-fetch-site');
  return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
}

/** The site's public origin, as the browser sees it (behind proxies: X-Forwarded-Host/Proto). */
export function siteOriginOf(headers: { get(name: string): string | null }, fallback: string): string {
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  if (!host) return fallback;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || new URL(fallback).protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** The client's IP from X-Forwarded-For, skipping the entries our own trusted proxies appended. */
export function clientIpOf(forwardedFor: string | null, trustedHops: number): string | null {
  const entries = (forwardedFor ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - 1 - trustedHops)] ?? null;
}
