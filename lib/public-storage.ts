import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { objectKeyPath } from './object-key';
import { SMALL_OBJECT_BYTES, cacheObject, cachedObject } from './small-object-cache';

/** Artwork: thumbnails, pop-up and banner art. */
const ART = /\.(svg|webp)$/;

/** Artwork asked for without a query: it never changes under its key. */
export function isImmutableArt(lastSegment: string | undefined, search: string): boolean {
  return ART.test(lastSegment ?? '') && search === '';
}

/**
 * Public storage through the site's own origin (the default PUBLIC_STORAGE_URL): the object at
 * `key` (path segments, each decoded once) of the public bucket at `storageUrl`. Answered by the
 * storage route, and by the site server before Next for artwork (scripts/site-server.ts).
 */
export async function readPublicObject(storageUrl: string, key: string[], search: string): Promise<Response> {
  // Segments arrive decoded: "..%2Fprivate" is the one segment "../private". Anything that could
  // leave the public bucket is refused before storage is asked.
  const path = objectKeyPath(key);
  if (path === null) return new Response('Bad object key', { status: 400, headers: { 'content-type': 'text/plain' } });
  // Catalogue files change under the same key (their URLs carry ?t=); thumbnails and art (SVG,
  // WebP) never do.
  const art = ART.test(key.at(-1) ?? '');
  const immutable = isImmutableArt(key.at(-1), search);
  const cached = immutable ? cachedObject(path) : null;
  if (cached) return new Response(cached.body.slice(), { status: 200, headers: cached.headers });
  let upstream: Response;
  try {
    upstream = await fetch(`${storageUrl}/${path}${search}`, { cache: 'no-store', signal: AbortSignal.timeout(15_000) });
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

/**
 * The site server's answer for artwork (`/storage/**.svg|webp` without a query), before Next: the
 * same `readPublicObject`, without the router in between. Through Next each image took 3.9 ms of
 * the server's CPU, and a lobby's first screen asks for ~25 while the browser draws it on the same
 * cores. Returns false for anything else, which Next's storage route answers.
 */
export function publicArtServer(storageUrl: string, headers: Record<string, string>) {
  return async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!pathname.startsWith('/storage/')) return false;
    let key: string[];
    try {
      key = pathname.slice('/storage/'.length).split('/').map(decodeURIComponent);
    } catch {
      return false;
    }
    if (!isImmutableArt(key.at(-1), queryAt === -1 ? '' : url.slice(queryAt))) return false;
    const answer = await readPublicObject(storageUrl, key, '');
    res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), ...headers });
    if (req.method === 'HEAD' || !answer.body) res.end();
    // A storage stream that breaks halfway ends the response rather than the server.
    else pipeline(Readable.fromWeb(answer.body as NodeReadableStream), res, () => undefined);
    return true;
  };
}
