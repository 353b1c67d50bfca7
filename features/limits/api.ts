'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { memberKey, type MemberId } from '@/lib/api/query-keys';
import type { EndpointInput } from '@/lib/contracts/endpoints';

/** The member's deposit, loss and wager limits with what is used of each (limits/list). */
export const limitsKey = (memberId: MemberId) => memberKey('limits', memberId);

export const limitsQueryOptions = (api: ApiClient, memberId: MemberId) =>
  queryOptions({
    queryKey: limitsKey(memberId),
    queryFn: async () => {
      const answer = await api.call('limits/list', undefined);
      if (!answer) throw new Error('too_many_requests');
      if (!answer.status || !answer.output) throw new Error(answer.msg || 'request_failed');
      return answer.output;
    },
    enabled: memberId !== null,
  });

export function useLimits() {
  const api = useApi();
  return useQuery(limitsQueryOptions(api, useMemberId()));
}

type Change = 'limits/set' | 'limits/confirm' | 'limits/cancel';

/** A change of one limit; its answer is the whole view after it, which replaces the query's data. */
export function useLimitChange<N extends Change>(name: N) {
  const api = useApi();
  const memberId = useMemberId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<N>) => api.call(name, input),
    onSuccess: (answer) => {
      if (answer?.status && answer.output) client.setQueryData(limitsKey(memberId), answer.output);
    },
  });
}
