import { NextResponse, type NextRequest } from 'next/server';
import { onlyCookie } from '@/lib/forwarding';
import { methodNotAllowed, forwardToPlatform } from '@/lib/platform-forward';
import { withResourceHeaders } from '@/lib/site-security';

/**
 * POST /console/api/{endpoint} → the platform: the console's calls only (staff/*, operator/*), with
 * only the console session cookie (csid, which the browser sends to /console paths alone). A member's
 * session never reaches an operator endpoint, and the console's never reaches a member one.
 */
export async function POST(req: NextRequest, { params }: { params: Promise<{ endpoint: string[] }> }) {
  const endpoint = (await params).endpoint.join('/');
  if (!/^(staff|operator)\//.test(endpoint)) {
    return withResourceHeaders(NextResponse.json({ status: false, code: 404, msg: `Unknown endpoint: ${endpoint}` }, { status: 404 }));
  }
  return withResourceHeaders(await forwardToPlatform(req, endpoint, { cookie: (header) => onlyCookie(header, 'csid') }));
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
