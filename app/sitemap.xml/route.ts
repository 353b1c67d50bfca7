import { helpCenterPagePaths } from '@/features/help-center';
import { lobbyPagePaths } from '@/features/lobby';
import { promotionPagePaths } from '@/features/promotions';
import { getSiteSegments } from '@/features/seo';
import { sitemapXml } from '@/lib/crawler-files';
import { siteEnv } from '@/lib/env';
import { isIndexable, requestHost } from '@/lib/indexing';
import { isModuleNameVisible } from '@/lib/module-visibility';
import { withResourceHeaders } from '@/lib/site-security';
import { canonicalOrigin } from '@/lib/site-origin';
import { cachedUpstream } from '@/lib/upstream';

export const dynamic = 'force-dynamic';

/**
 * Home, the lobbies and provider lobbies, the promotions and the help pages of every segment, each
 * with the segments it shares. Served on any host (so it can be checked), but only an indexable
 * one is open to crawlers: elsewhere robots.txt closes the site and this answer says noindex.
 */
export async function GET(request: Request) {
  const config = await cachedUpstream('general/config', {});
  const visible = (module: string) => isModuleNameVisible(config?.modules ?? [], module, '', 'desktop', null);
  const pages = new Map<string, string[]>();
  for (const { segment, language, country } of await getSiteSegments()) {
    const [lobbies, promotions, help] = await Promise.all([
      lobbyPagePaths(country.currency),
      visible('promotions') ? promotionPagePaths(country.currency, language) : [],
      visible('help-center') ? helpCenterPagePaths(country.currency) : [],
    ]);
    pages.set(segment, ['', ...lobbies, ...promotions, ...help]);
  }
  const origin = canonicalOrigin(siteEnv, request.headers);
  const body = sitemapXml({ origin, pages, defaultSegment: config?.defaultLang ?? 'en-my' });
  const response = new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
  if (!isIndexable(siteEnv.SITE_ENV, requestHost(request.headers), config?.whitelist ?? [])) {
    response.headers.set('x-robots-tag', 'noindex, nofollow');
  }
  return withResourceHeaders(response);
}
