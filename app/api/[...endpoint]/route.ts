import type { NextRequest } from 'next/server';
import { methodNotAllowed, forwardToPlatform } from '@/lib/platform-forward';
import { withResourceHeaders } from '@/lib/site-security';

/** POST /api/{endpoint} → the platform (API_UPSTREAM_URL), cookies passed both ways. */
export async function POST(req: NextRequest, { params }: { params: Promise<{ endpoint: string[] }> }) {
  const endpoint = (await params).endpoint.join('/');
  return withResourceHeaders(await forwardToPlatform(req, endpoint, { cookie: (header) => header }));
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
