'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import type { HistoryPage } from '@/lib/contracts/wallet';
import type { TransactionType } from '@/lib/routes';
import { historyPayload, type HistoryPayload, type HistoryQuery } from './query-state';

/** Under ['member', …] so logging out drops every history with the rest of the member's data. */
export const historyQueryKey = (type: TransactionType, params: HistoryPayload) => ['member', 'history', type, params] as const;

/** The answer's msg (a translation key or text) travels in the error, for the error notice. */
export class HistoryError extends Error {}

/** transaction/list for one page; the previous page stays on screen while the next one loads. */
export function useHistory(type: TransactionType, query: HistoryQuery) {
  const api = useApi();
  const params = historyPayload(type, query);
  return useQuery({
    queryKey: historyQueryKey(type, params),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await api.post<HistoryPage>('transaction/list', params, { idempotent: true, signal });
      // null: a 429, already toasted by the API client.
      if (!answer) throw new HistoryError('too_many_requests');
      if (!answer.status || !answer.output) throw new HistoryError(answer.msg);
      return answer.output;
    },
  });
}
