import { NextResponse } from 'next/server';
import { runningBuildId } from '@/lib/build-info';
import { ROUTES } from '@/lib/routes';
import { withResourceHeaders } from '@/lib/site-security';

/** The route-rules manifest of a build (docs/PRODUCT.md §7): each route's layout, guards and hiding module. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const buildId = await runningBuildId();
  if (file !== `${buildId}.json`) return withResourceHeaders(NextResponse.json({ status: false, msg: 'Unknown build' }, { status: 404 }));
  const routes = ROUTES.map(({ id, pattern, layout, guards, module, parentModule, dialog }) => ({
    id,
    pattern: `/{lang}${pattern === '/' ? '' : pattern}`,
    layout,
    guards,
    module,
    parentModule,
    dialog,
  }));
  return withResourceHeaders(
    NextResponse.json({ buildId, routes }, { headers: { 'cache-control': 'public, max-age=31536000, immutable' } }),
  );
}
