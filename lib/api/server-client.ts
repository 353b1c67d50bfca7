import 'server-only';
import type { ApiClient } from './client';
import { upstreamCall, type UpstreamOptions } from '@/lib/upstream';

/**
 * An ApiClient for server components: the same `call` the browser's client offers, answered by
 * the platform directly (lib/upstream.ts) with the visitor's cookie and address. Pages prefetch
 * with the very queryOptions factories their client components use, so the cache they hand to the
 * browser (HydrationBoundary) is keyed and shaped exactly like the browser's own answers.
 */
export function createServerApiClient(options: UpstreamOptions = {}): ApiClient {
  return {
    call: async (name, payload) => upstreamCall(name, payload, options),
  };
}
