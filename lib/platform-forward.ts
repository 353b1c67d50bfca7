import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_FAILURE } from '@/lib/contracts/envelope';
import { siteEnv } from '@/lib/env';
import { withResourceHeaders } from '@/lib/site-security';
import {
  FORWARDED_REQUEST_HEADERS,
  PAYLOAD_TOO_LARGE,
  capBody,
  clientIpOf,
  declaredTooLarge,
  isSameSiteRequest,
  isValidEndpointName,
  siteOriginOf,
} from '@/lib/forwarding';

/**
 * One API call from the browser to the platform (API_UPSTREAM_URL): same-site only, the body capped
 * and streamed, the client's address passed on, cookies both ways. `cookie` decides which of the
 * browser's cookies go up: the member proxy (/api) sends them as they are; the console's
 * (/console/api) sends only the console session.
 */
export async function forwardToPlatform(
  req: NextRequest,
  endpoint: string,
  options: { cookie: (header: string | null) => string | null },
): Promise<NextResponse> {
  if (!isValidEndpointName(endpoint)) {
    return NextResponse.json({ status: false, code: 404, msg: `Unknown endpoint: ${endpoint}` }, { status: 404 });
  }
  if (!isSameSiteRequest(req.headers, siteOriginOf(req.headers, req.nextUrl.origin))) {
    return NextResponse.json({ status: false, code: 403, msg: 'cross_site_request' }, { status: 403 });
  }

  const limit = siteEnv.API_BODY_LIMIT_BYTES;
  if (declaredTooLarge(req.headers.get('content-length'), limit)) return NextResponse.json(PAYLOAD_TOO_LARGE, { status: 413 });
  // Streamed on with a running count: never buffered whole, cut off at the cap.
  const body = req.body ? capBody(req.body, limit) : null;

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = name === 'cookie' ? options.cookie(req.headers.get(name)) : req.headers.get(name);
    if (value !== null && value !== '') headers.set(name, value);
  }
  const ip = clientIpOf(req.headers.get('x-forwarded-for'));
  if (ip) headers.set('x-forwarded-for', ip);

  let upstream: Response;
  try {
    upstream = await fetch(`${siteEnv.API_UPSTREAM_URL}/api/${endpoint}`, {
      method: 'POST',
      headers,
      ...(body ? { body: body.stream, duplex: 'half' } : {}),
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    } as RequestInit);
  } catch {
    if (body?.exceeded()) return NextResponse.json(PAYLOAD_TOO_LARGE, { status: 413 });
    return NextResponse.json(DEFAULT_FAILURE, { status: 502 });
  }
  if (body?.exceeded()) return NextResponse.json(PAYLOAD_TOO_LARGE, { status: 413 });

  const res = new NextResponse(upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
  });
  for (const cookie of upstream.headers.getSetCookie()) res.headers.append('set-cookie', cookie);
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter) res.headers.set('retry-after', retryAfter);
  return res;
}

/** The answer of the API proxies to anything but POST. */
export function methodNotAllowed() {
  return withResourceHeaders(
    NextResponse.json({ status: false, code: 405, msg: 'Method not allowed: use POST' }, { status: 405, headers: { allow: 'POST' } }),
  );
}
