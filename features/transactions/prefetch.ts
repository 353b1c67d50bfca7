import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { MemberId } from '@/lib/api/query-keys';
import type { TransactionType } from '@/lib/routes';
import { historyQueryOptions } from './api';
import { historyToday } from './dates';
import { readHistoryQuery } from './query-state';

const NO_SEARCH = { get: () => null };

/**
 * A history's first page as its page opens from a link with no query (the last 90 days, page 1),
 * fetched ahead of a tap on the link (the member menu), so the page opens on its rows rather than
 * on a loading table. The same key the page reads; a cached page is not asked again.
 */
export function prefetchHistory(client: QueryClient, api: ApiClient, memberId: MemberId, type: TransactionType, timeZone: string) {
  const query = readHistoryQuery(NO_SEARCH, type, historyToday(new Date(), timeZone));
  void client.prefetchQuery(historyQueryOptions(api, memberId, type, query));
}
