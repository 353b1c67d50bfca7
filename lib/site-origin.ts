import { siteOriginOf } from './forwarding';

/**
 * The origin the site's absolute URLs for search engines are written on (canonical, hreflang,
 * Open Graph, structured data, sitemap, robots.txt). SITE_URL when set — always in production,
 * where lib/env.ts refuses to start without it — so a forged Host or X-Forwarded-Host never ends
 * up in a page or a cached sitemap. Outside production, unset, the request's own origin, so
 * localhost and preview hosts link to themselves.
 */
export function canonicalOrigin(
  env: { SITE_ENV: string; SITE_URL?: string | undefined },
  headers: { get(name: string): string | null },
): string {
  if (env.SITE_URL) return env.SITE_URL;
  if (env.SITE_ENV === 'production') throw new Error('SITE_URL is required in production');
  return siteOriginOf(headers, 'http://localhost');
}
