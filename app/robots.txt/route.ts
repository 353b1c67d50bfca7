import { robotsTxt } from '@/lib/crawler-files';
import { siteEnv } from '@/lib/env';
import { isIndexable, requestHost } from '@/lib/indexing';
import { withResourceHeaders } from '@/lib/site-security';
import { canonicalOrigin } from '@/lib/site-origin';
import { cachedUpstream } from '@/lib/upstream';

export const dynamic = 'force-dynamic';

/** Closed (`Disallow: /`) unless this is production on a whitelisted domain with index on. */
export async function GET(request: Request) {
  const config = await cachedUpstream('general/config', {});
  const indexable = isIndexable(siteEnv.SITE_ENV, requestHost(request.headers), config?.whitelist ?? []);
  const body = robotsTxt({ indexable, origin: canonicalOrigin(siteEnv, request.headers) });
  return withResourceHeaders(
    new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' } }),
  );
}
