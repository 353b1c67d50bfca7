'use client';

import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import type { EndpointOutput } from '@/lib/contracts/endpoints';

export type RebateInfo = EndpointOutput<'wallet/rebate-info'>;
export const rebateInfoKey = ['member', 'rebate-info'] as const;

/** wallet/rebate-info: turnover, rate and the claimable amount since the last claim. */
export function useRebateInfo() {
  const api = useApi();
  return useQuery({
    queryKey: rebateInfoKey,
    queryFn: async () => {
      const answer = await api.post<RebateInfo>('wallet/rebate-info', {}, { idempotent: true });
      if (!answer?.status || !answer.output) throw new Error(answer?.msg ?? 'too_many_requests');
      return answer.output;
    },
    refetchOnMount: 'always',
  });
}
