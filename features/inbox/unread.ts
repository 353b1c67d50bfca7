'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useLazyQuery, useQueryClientIfAny, type LazyQueryOptions } from '@/components/providers/lazy-query';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { inboxKey, type MemberId } from '@/lib/api/query-keys';

// The header's badge, on every page: read through useLazyQuery, so React Query is not in the first load.

/** Messages refresh on a route change, at most this often. */
export const ROUTE_REFRESH_MS = 5_000;

/** The unread counts per tab (the header's badge and the tabs): one message's page carries them. */
export function unreadQueryOptions(api: ApiClient, memberId: MemberId, language: string) {
  return {
    queryKey: inboxKey(memberId, { summary: true }),
    enabled: memberId !== null,
    queryFn: async ({ signal }) =>
      outputOrThrow(await api.call('member/message-list', { memberLanguage: language, limit: 1 }, { idempotent: true, signal })).unread,
  } satisfies LazyQueryOptions<unknown>;
}

export function useUnreadCounts() {
  return useLazyQuery(unreadQueryOptions(useApi(), useMemberId(), useLocale()));
}

/** Moving to another page refreshes the messages, but not more than once per ROUTE_REFRESH_MS. */
export function useRefreshOnRouteChange() {
  const pathname = usePathname();
  const memberId = useMemberId();
  const queryClient = useQueryClientIfAny();
  const last = useRef(0);
  useEffect(() => {
    if (memberId === null) return;
    const now = Date.now();
    if (last.current !== 0 && now - last.current < ROUTE_REFRESH_MS) return;
    if (last.current !== 0) void queryClient()?.invalidateQueries({ queryKey: inboxKey(memberId) });
    last.current = now;
  }, [pathname, memberId, queryClient]);
}
