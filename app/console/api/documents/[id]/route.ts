import { NextResponse, type NextRequest } from 'next/server';
import { siteEnv } from '@/lib/env';
import { clientIpOf } from '@/lib/forwarding';
import { baseSecurityHeaders, resourceSecurityHeaders } from '@/lib/security-headers';
import { siteSecurity, withResourceHeaders } from '@/lib/site-security';
import { upstreamCall } from '@/lib/upstream';

/**
 * GET /console/api/documents/{id}: a member's verification document, for a signed-in operator of a
 * role that reviews documents, and for nobody else. The platform checks the console session (csid)
 * and the role, writes the look to the audit log and mints a one-minute link to the private
 * bucket; this route fetches it on the server and hands the bytes on, so the browser never holds
 * a link that works without the session. Never cached; a browser is told not to guess the type.
 */
export async function GET(req: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!id || id > 2_147_483_647) return refuse(404, 'document_not_found');
  // A document is opened from the console itself, never from another site's page.
  if (req.headers.get('sec-fetch-site') === 'cross-site') return refuse(403, 'cross_site_request');
  const csid = req.cookies.get('csid')?.value;
  if (!csid) return refuse(401, 'operator_login_required');

  const answer = await upstreamCall(
    'operator/verification-document',
    { id },
    { cookie: `csid=${csid}`, ip: clientIpOf(req.headers.get('x-forwarded-for')) },
  );
  if (!answer.status || !answer.output) {
    const status = answer.code === 401 ? 401 : answer.code === 403 ? 403 : answer.msg === 'document_not_found' ? 404 : 502;
    return refuse(status, answer.msg);
  }
  let upstream: Response;
  try {
    upstream = await fetch(`${siteEnv.API_UPSTREAM_URL}${answer.output.url}`, { cache: 'no-store', signal: AbortSignal.timeout(30_000) });
  } catch {
    return refuse(502, 'document_unavailable');
  }
  if (!upstream.ok || !upstream.body) return refuse(upstream.status === 404 ? 404 : 502, 'document_unavailable');

  const pdf = answer.output.contentType === 'application/pdf';
  const extension = pdf ? 'pdf' : answer.output.contentType.replace('image/', '');
  // An image gets the resources' CSP (nothing runs); a PDF only forbids framing elsewhere, as the browser's viewer needs to run.
  const security = pdf
    ? { ...baseSecurityHeaders(siteSecurity), 'content-security-policy': "frame-ancestors 'self'" }
    : resourceSecurityHeaders(siteSecurity);
  return new Response(upstream.body, {
    headers: {
      ...security,
      'content-type': answer.output.contentType,
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="document-${id}.${extension}"`,
    },
  });
}

function refuse(status: number, msg: string) {
  return withResourceHeaders(NextResponse.json({ status: false, code: status, msg }, { status, headers: { 'cache-control': 'no-store' } }));
}
