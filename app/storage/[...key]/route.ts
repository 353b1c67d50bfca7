import { siteEnv } from '@/lib/env';

/**
 * Public storage through the site's own origin (the default PUBLIC_STORAGE_URL): thumbnails and
 * the static catalogue without CORS. An operator with a CDN points PUBLIC_STORAGE_URL at it instead.
 */
export async function GET(req: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  if (key.some((part) => part === '..' || part === '.' || part === '')) return new Response('Not found', { status: 404 });
  const search = new URL(req.url).search;
  let upstream: Response;
  try {
    upstream = await fetch(`${siteEnv.STORAGE_URL}/${key.map(encodeURIComponent).join('/')}${search}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return new Response('Storage unavailable', { status: 502 });
  }
  if (!upstream.ok) return new Response(null, { status: upstream.status === 404 || upstream.status === 403 ? 404 : 502 });
  const headers = new Headers();
  // Not content-encoding: Node's fetch has already decoded a gzip body.
  for (const name of ['content-type', 'etag', 'last-modified']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Catalogue files change under the same key (their URLs carry ?t=); thumbnails never do.
  const immutable = key.at(-1)?.endsWith('.svg') === true;
  headers.set('cache-control', immutable ? 'public, max-age=86400' : 'no-cache');
  return new Response(upstream.body, { status: 200, headers });
}
