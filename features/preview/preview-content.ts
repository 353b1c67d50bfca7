'use client';

import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { outputOrThrow } from '@/lib/api/output';
import type { PreviewContent, PreviewContentOutput } from '@/lib/contracts/content-drafts';
import { usePreviewKey } from './preview-store';

/**
 * In the console's preview, once the page has checked the preview key: the page's content with the
 * operator's drafts (preview/content), fetched here in the browser with the key, never cached
 * (gcTime 0, refetched on every mount) and never part of the server-rendered HTML. Anywhere else
 * (every member, every visitor) it is undefined and asks nothing, so the page shows what is published.
 */
export function usePreviewContent(
  content: PreviewContent,
  scope: { currency?: string; country?: string } = {},
): PreviewContentOutput | undefined {
  const api = useApi();
  const key = usePreviewKey();
  const { data } = useQuery({
    queryKey: ['preview-content', content, scope, key],
    enabled: key !== null && (content === 'seo' || Boolean(scope.currency || scope.country)),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) =>
      outputOrThrow(await api.call('preview/content', { key: key!, content, ...scope }, { idempotent: true, signal })),
  });
  return data;
}
