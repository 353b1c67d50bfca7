'use client';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { transactionsKey, type MemberId } from '@/lib/api/query-keys';
import type { TransactionType } from '@/lib/routes';
import { historyPayload, type HistoryQuery } from './query-state';

/**
 * transaction/list for one page of one history; the previous page stays on screen while the
 * next one loads. A failed answer's msg (a translation key or text) travels in the error.
 */
export function historyQueryOptions(api: ApiClient, memberId: MemberId, type: TransactionType, query: HistoryQuery) {
  const params = historyPayload(type, query);
  return queryOptions({
    queryKey: transactionsKey(memberId, params),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => outputOrThrow(await api.call('transaction/list', params, { idempotent: true, signal })),
  });
}

export function useHistory(type: TransactionType, query: HistoryQuery) {
  return useQuery(historyQueryOptions(useApi(), useMemberId(), type, query));
}
