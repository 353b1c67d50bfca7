'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import { inboxKey } from '@/lib/api/query-keys';
import type { InboxMessage, InboxTab, MessageList, UnreadCounts } from '@/lib/contracts/communication';
import { inboxPagesQueryOptions, unreadQueryOptions } from './api';
import { NOTHING_UNREAD, countsAfterReading, pagesWithRead } from './read-state';

/** Messages refresh on a route change, at most this often. */
export const ROUTE_REFRESH_MS = 5_000;

export function useInboxPages(tab: InboxTab) {
  return useInfiniteQuery(inboxPagesQueryOptions(useApi(), useMemberId(), tab, useLocale()));
}

export function useUnreadCounts() {
  return useQuery(unreadQueryOptions(useApi(), useMemberId(), useLocale()));
}

/** Moving to another page refreshes the messages, but not more than once per ROUTE_REFRESH_MS. */
export function useRefreshOnRouteChange() {
  const pathname = usePathname();
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  const last = useRef(0);
  useEffect(() => {
    if (memberId === null) return;
    const now = Date.now();
    if (last.current !== 0 && now - last.current < ROUTE_REFRESH_MS) return;
    if (last.current !== 0) void queryClient.invalidateQueries({ queryKey: inboxKey(memberId) });
    last.current = now;
  }, [pathname, memberId, queryClient]);
}

type Snapshot = [readonly unknown[], unknown][];

/**
 * Marks a message read (noticeId) or all of them (null) at once in every cached tab and the counts,
 * then tells the platform; a refusal puts the cache back as it was. The platform's counts win.
 */
export function useMarkRead() {
  const api = useApi();
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  const summaryKey = inboxKey(memberId, { summary: true });
  return useMutation({
    mutationFn: async (message: Pick<InboxMessage, 'noticeId' | 'category' | 'is_read'> | null) => {
      const answer = await api.call('member/message-update', message ? { id: message.noticeId } : { all: true });
      if (!answer?.status || !answer.output) throw new Error(answer?.msg ?? 'too_many_requests');
      return answer.output;
    },
    onMutate: async (message) => {
      await queryClient.cancelQueries({ queryKey: inboxKey(memberId) });
      const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: inboxKey(memberId) });
      const counts = queryClient.getQueryData<UnreadCounts>(summaryKey) ?? NOTHING_UNREAD;
      const next = message ? countsAfterReading(counts, message) : NOTHING_UNREAD;
      applyRead(queryClient, memberId, message?.noticeId ?? null, next);
      return { snapshot };
    },
    onError: (_error, _message, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (unread, message) => applyRead(queryClient, memberId, message?.noticeId ?? null, unread),
  });
}

function applyRead(queryClient: ReturnType<typeof useQueryClient>, memberId: number | null, noticeId: number | null, unread: UnreadCounts) {
  queryClient.setQueryData(inboxKey(memberId, { summary: true }), unread);
  for (const [key] of queryClient.getQueriesData({ queryKey: inboxKey(memberId) })) {
    const params = key[1] as { summary?: boolean };
    if (params.summary) continue;
    queryClient.setQueryData<InfiniteData<MessageList, unknown>>(key, (data) => pagesWithRead(data, noticeId, unread));
  }
}
