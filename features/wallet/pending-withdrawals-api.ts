'use client';

import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import type { HistoryPage, HistoryRow } from '@/lib/contracts/wallet';

export const pendingWithdrawalsKey = ['member', 'pending-withdrawals'] as const;

/** The member's withdrawals still awaiting the operator: the first page of the pending history. */
export function usePendingWithdrawals() {
  const api = useApi();
  return useQuery({
    queryKey: pendingWithdrawalsKey,
    queryFn: async () => {
      const answer = await api.post<HistoryPage>('transaction/list', { type: 'withdrawal', status: 'pending', page: 1 }, { idempotent: true });
      if (!answer?.status || !answer.output) throw new Error(answer?.msg ?? 'too_many_requests');
      return answer.output;
    },
    refetchOnMount: 'always',
  });
}

/** wallet/withdraw-cancel takes the request's numeric id; history rows carry it as text. */
export function requestIdOf(row: Pick<HistoryRow, 'id' | 'extra'>): number | null {
  const raw = row.extra.requestId ?? row.id;
  const digits = /(\d+)$/.exec(raw)?.[1];
  const id = digits ? Number(digits) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
