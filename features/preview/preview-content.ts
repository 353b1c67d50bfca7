'use client';

import { useEffect, useState } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useQueryClientHolder } from '@/components/providers/query-client-holder';
import { outputOrThrow } from '@/lib/api/output';
import type { PreviewContent, PreviewContentOutput } from '@/lib/contracts/content-drafts';
import { usePreviewKey } from './preview-store';

/**
 * In the console's preview, once the page has checked the preview key: the page's content with the
 * operator's drafts (preview/content), fetched here in the browser with the key through the page's
 * QueryClient (one request for the parts that ask the same), never cached (gcTime 0, asked again on
 * every mount) and never part of the server-rendered HTML. Anywhere else (every member, every
 * visitor) it is undefined, asks nothing and loads nothing: React Query comes only with a preview,
 * so the home and lobby that show drafts keep it out of their first load.
 */
export function usePreviewContent(
  content: PreviewContent,
  { currency, country }: { currency?: string; country?: string } = {},
): PreviewContentOutput | undefined {
  const api = useApi();
  const holder = useQueryClientHolder();
  const key = usePreviewKey();
  const [data, setData] = useState<PreviewContentOutput>();
  const enabled = key !== null && (content === 'seo' || Boolean(currency || country));
  useEffect(() => {
    if (!enabled) return;
    const scope = { ...(currency ? { currency } : {}), ...(country ? { country } : {}) };
    const controller = new AbortController();
    void import('@/components/providers/query-island')
      .then(({ queryClientOf }) =>
        queryClientOf(holder).fetchQuery({
          queryKey: ['preview-content', content, scope, key],
          staleTime: 0,
          gcTime: 0,
          retry: false,
          queryFn: async ({ signal }) =>
            outputOrThrow(await api.call('preview/content', { key: key!, content, ...scope }, { idempotent: true, signal })),
        }),
      )
      .then(
        (output) => controller.signal.aborted || setData(output),
        () => undefined,
      );
    return () => controller.abort();
  }, [enabled, api, holder, key, content, currency, country]);
  return enabled ? data : undefined;
}
