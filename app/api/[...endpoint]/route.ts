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

/** POST /api/{endpoint} → the platform (API_UPSTREAM_URL), cookies passed both ways. */
async function forward(req: NextRequest, { params }: { params: Promise<{ endpoint: string[] }> }): Promise<NextResponse> {
  const endpoint = (await params).endpoint.join('/');
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
    const value = req.headers.get(name);
    if (value !== null) headers.set(name, value);
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

export async function POST(req: NextRequest, context: { params: Promise<{ endpoint: string[] }> }) {
  return withResourceHeaders(await forward(req, context));
}

function methodNotAllowed() {
  return withResourceHeaders(
    NextResponse.json({ status: false, code: 405, msg: 'Method not allowed: use POST' }, { status: 405, headers: { allow: 'POST' } }),
  );
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
