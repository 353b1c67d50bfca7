import { NextResponse } from 'next/server';
import { getMessages } from 'next-intl/server';
import { runningBuildId } from '@/lib/build-info';
import { parseLangSegment } from '@/lib/language';
import { withResourceHeaders } from '@/lib/site-security';

/**
 * Every namespace of a segment's messages (compiled, merged over English, as the pages get them),
 * for the dialogs and widgets that load on demand: a page's HTML carries only the shell's
 * (lib/client-messages.ts). Cached for good under the running build's id; another id (a page open
 * across a deploy) gets today's messages uncached.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ build: string; locale: string }> }) {
  const { build, locale } = await params;
  const segment = parseLangSegment(locale);
  if (!segment) return withResourceHeaders(NextResponse.json({ status: false, msg: 'Unknown language' }, { status: 404 }));
  const messages = await getMessages({ locale: segment.segment });
  const cache = build === (await runningBuildId()) ? 'public, max-age=31536000, immutable' : 'no-store';
  return withResourceHeaders(NextResponse.json(messages, { headers: { 'cache-control': cache } }));
}
