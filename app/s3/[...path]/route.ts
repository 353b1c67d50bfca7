import { siteEnv } from '@/lib/env';
import { baseSecurityHeaders } from '@/lib/security-headers';
import { siteSecurity } from '@/lib/site-security';

/**
 * /s3/* → the platform's upload gateway (`${API_UPSTREAM_URL}/s3/*`), every method, bodies
 * streamed both ways. Uploads go to the site's own origin, so the browser needs no CORS
 * preflight, reads the ETag of each part without exposed-header rules, and never learns where
 * the storage is; the gateway checks each request's SigV4 signature against its temporary
 * credential. proxy.ts does not run here (it would buffer 5 MB parts to inspect them).
 */

/** One-hop headers, plus what the gateway must not see: the member's cookies. */
const DROPPED_REQUEST = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
  'host',
  'cookie',
  'expect',
]);
/** fetch() has already undone any content-encoding, so its length no longer holds either. */
const DROPPED_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'set-cookie']);
/** docs/PRODUCT.md §9: an upload request may take up to 1,200,000 ms. */
const TIMEOUT_MS = 1_200_000;

async function forward(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const headers = new Headers();
  req.headers.forEach((value, name) => {
    if (!DROPPED_REQUEST.has(name)) headers.set(name, value);
  });
  // The client signed the host it addressed; the gateway checks the signature against it.
  const host = req.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || req.headers.get('host');
  if (host) headers.set('x-forwarded-host', host);

  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== null;
  let upstream: Response;
  try {
    // The raw path (still percent-encoded), exactly as signed.
    upstream = await fetch(`${siteEnv.API_UPSTREAM_URL}${url.pathname}${url.search}`, {
      method: req.method,
      headers,
      ...(hasBody ? { body: req.body, duplex: 'half' } : {}),
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.any([req.signal, AbortSignal.timeout(TIMEOUT_MS)]),
    } as RequestInit);
  } catch {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>ServiceUnavailable</Code><Message>Upload service unavailable</Message></Error>';
    return new Response(xml, { status: 503, headers: { 'content-type': 'application/xml', 'cache-control': 'no-store' } });
  }

  const out = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE.has(name)) out.set(name, value);
  });
  out.set('cache-control', 'no-store');
  // Not the resource CSP: a receipt PDF opened from a private link must still render.
  for (const [name, value] of Object.entries(baseSecurityHeaders(siteSecurity))) out.set(name, value);
  return new Response(upstream.body, { status: upstream.status, headers: out });
}

export { forward as GET, forward as HEAD, forward as PUT, forward as POST, forward as DELETE, forward as PATCH, forward as OPTIONS };
