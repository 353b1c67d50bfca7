'use client';

import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useStoreApis, useUserStore } from '@/components/providers/store-provider';
import type { WalletBalance } from '@/lib/contracts/auth';

export const balanceQueryKey = (memberId: number | null) => ['member', 'wallet-balance', memberId] as const;

/** member/wallet-balance; the refreshing flag is set while it runs (docs/PRODUCT.md §4 wallet refresh). */
export function useWalletBalance() {
  const api = useApi();
  const { user } = useStoreApis();
  const memberId = useUserStore((s) => s.data?.id ?? null);
  return useQuery({
    queryKey: balanceQueryKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => {
      user.getState().setRefreshing(true);
      try {
        const answer = await api.post<WalletBalance>('member/wallet-balance', {}, { idempotent: true });
        if (!answer?.status || !answer.output) throw new Error(answer?.msg ?? 'too_many_requests');
        user.getState().setBalance(answer.output);
        return answer.output;
      } finally {
        user.getState().setRefreshing(false);
      }
    },
  });
}
