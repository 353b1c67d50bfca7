import { siteEnv } from '@/lib/env';
import { readPublicObject } from '@/lib/public-storage';
import { withResourceHeaders } from '@/lib/site-security';

/**
 * Public storage through the site's own origin (the default PUBLIC_STORAGE_URL): thumbnails and
 * the static catalogue without CORS. An operator with a CDN points PUBLIC_STORAGE_URL at it instead.
 * Under `npm start` the site server answers artwork before Next does (lib/public-storage.ts).
 */
export async function GET(req: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  return withResourceHeaders(await readPublicObject(siteEnv.STORAGE_URL, key, new URL(req.url).search));
}
