'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { inboxKey, type MemberId } from '@/lib/api/query-keys';

/** Messages refresh on a route change, at most this often. */
export const ROUTE_REFRESH_MS = 5_000;

/** The unread counts per tab (the header's badge and the tabs): one message's page carries them. */
export function unreadQueryOptions(api: ApiClient, memberId: MemberId, language: string) {
  return queryOptions({
    queryKey: inboxKey(memberId, { summary: true }),
    enabled: memberId !== null,
    queryFn: async ({ signal }) =>
      outputOrThrow(await api.call('member/message-list', { memberLanguage: language, limit: 1 }, { idempotent: true, signal })).unread,
  });
}

export function useUnreadCounts() {
  return useQuery(unreadQueryOptions(useApi(), useMemberId(), useLocale()));
}

/**
 * The last route change that asked for the messages, for the whole page load: the header that calls
 * the hook is a different element under each layout (default, category, play), so a ref would
 * forget it whenever a navigation crosses layouts, and such navigations refreshed nothing.
 */
const routeRefresh = { path: null as string | null, at: 0 };

/** Moving to another page refreshes the messages, but not more than once per ROUTE_REFRESH_MS. */
export function useRefreshOnRouteChange() {
  const pathname = usePathname();
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (memberId === null) return;
    const now = Date.now();
    const firstPage = routeRefresh.path === null;
    if (routeRefresh.path === pathname) return;
    routeRefresh.path = pathname;
    // The first page's messages load with its badge; later pages ask again, at most once per window.
    if (firstPage) routeRefresh.at = now;
    else if (now - routeRefresh.at >= ROUTE_REFRESH_MS) {
      routeRefresh.at = now;
      void queryClient.invalidateQueries({ queryKey: inboxKey(memberId) });
    }
  }, [pathname, memberId, queryClient]);
}
