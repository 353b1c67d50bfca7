import { siteEnv } from '@/lib/env';
import { objectKeyPath } from '@/lib/object-key';
import { withResourceHeaders } from '@/lib/site-security';
import { SMALL_OBJECT_BYTES, cacheObject, cachedObject } from './small-object-cache';

/**
 * Public storage through the site's own origin (the default PUBLIC_STORAGE_URL): thumbnails and
 * the static catalogue without CORS. An operator with a CDN points PUBLIC_STORAGE_URL at it instead.
 */
export async function GET(req: Request, context: { params: Promise<{ key: string[] }> }) {
  return withResourceHeaders(await read(req, context));
}

async function read(req: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  const { key } = await params;
  // Segments arrive decoded: "..%2Fprivate" is the one segment "../private". Anything that could
  // leave the public bucket is refused before storage is asked.
  const path = objectKeyPath(key);
  if (path === null) return new Response('Bad object key', { status: 400, headers: { 'content-type': 'text/plain' } });
  const search = new URL(req.url).search;
  // Catalogue files change under the same key (their URLs carry ?t=); thumbnails and art (SVG,
  // WebP) never do.
  const art = /\.(svg|webp)$/.test(key.at(-1) ?? '');
  const immutable = art && search === '';
  const cached = immutable ? cachedObject(path) : null;
  if (cached) return new Response(cached.body.slice(), { status: 200, headers: cached.headers });
  let upstream: Response;
  try {
    upstream = await fetch(`${siteEnv.STORAGE_URL}/${path}${search}`, {
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
  headers.set('cache-control', art ? 'public, max-age=86400' : 'no-cache');
  const size = Number(upstream.headers.get('content-length') ?? Number.NaN);
  if (!immutable || !(size <= SMALL_OBJECT_BYTES)) return new Response(upstream.body, { status: 200, headers });
  const body = new Uint8Array(await upstream.arrayBuffer());
  cacheObject(path, { body, headers: [...headers.entries()] });
  return new Response(body.slice(), { status: 200, headers });
}
