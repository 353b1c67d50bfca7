import { NextResponse } from 'next/server';
import { runningBuildId } from '@/lib/build-info';
import { withResourceHeaders } from '@/lib/site-security';

export const dynamic = 'force-dynamic';

/** Polled by open pages (docs/PRODUCT.md §7) to notice a newer deploy. */
export async function GET() {
  return withResourceHeaders(NextResponse.json({ buildId: await runningBuildId() }, { headers: { 'cache-control': 'no-store' } }));
}
