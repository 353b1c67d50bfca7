import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { inboxKey, type MemberId } from '@/lib/api/query-keys';
import type { InboxTab } from '@/lib/contracts/communication';

/** One tab's messages in the member's language, newest first, older pages by cursor. */
export function inboxPagesQueryOptions(api: ApiClient, memberId: MemberId, tab: InboxTab, language: string) {
  return infiniteQueryOptions({
    queryKey: inboxKey(memberId, { tab, language }),
    enabled: memberId !== null,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: { nextCursor: number | null }) => last.nextCursor ?? undefined,
    queryFn: async ({ pageParam, signal }) =>
      outputOrThrow(
        await api.call(
          'member/message-list',
          { memberLanguage: language, tab, ...(pageParam ? { cursor: pageParam } : {}) },
          { idempotent: true, signal },
        ),
      ),
  });
}
