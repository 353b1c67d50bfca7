'use client';

import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import { inboxKey } from '@/lib/api/query-keys';
import type { InboxMessage, InboxTab, MessageList, UnreadCounts } from '@/lib/contracts/communication';
import { inboxPagesQueryOptions } from './api';
export { ROUTE_REFRESH_MS, useRefreshOnRouteChange, useUnreadCounts } from './unread';
import { NOTHING_UNREAD, countsAfterReading, pagesWithRead } from './read-state';

export function useInboxPages(tab: InboxTab) {
  return useInfiniteQuery(inboxPagesQueryOptions(useApi(), useMemberId(), tab, useLocale()));
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
