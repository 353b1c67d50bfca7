import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { MemberId } from '@/lib/api/query-keys';
import { inboxPagesQueryOptions } from './api';

/** The inbox's first tab, fetched ahead of a tap on the header's inbox: the dialog opens on its messages. */
export function prefetchInbox(client: QueryClient, api: ApiClient, memberId: MemberId, language: string): void {
  void client.prefetchInfiniteQuery(inboxPagesQueryOptions(api, memberId, 'all', language));
}
