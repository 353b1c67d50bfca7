'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/components/providers/api-provider';
import type { ApiResult } from '@/lib/contracts/envelope';
import type { EndpointInput, EndpointName, EndpointOutput } from '@/lib/contracts/endpoints';
import { createIdempotencyKeeper } from './idempotency';

type MoneyEndpoint = 'wallet/deposit' | 'wallet/withdraw' | 'wallet/transfer' | 'wallet/rebate-claim';
/** Omit over each member of a union (deposit's gateway | bank), which plain Omit would flatten. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Payload<N extends MoneyEndpoint> = DistributiveOmit<EndpointInput<N>, 'idempotencyKey'>;

/**
 * A money call with its idempotency key: a fresh one per submission, the same one when the
 * member retries a submission whose outcome is unknown (see idempotency.ts).
 */
export function useMoneyMutation<N extends MoneyEndpoint>(endpoint: N) {
  const api = useApi();
  const [keeper] = useState(() => createIdempotencyKeeper());
  return useMutation({
    mutationFn: async (payload: Payload<N>): Promise<ApiResult<EndpointOutput<N>> | null> => {
      const idempotencyKey = keeper.keyFor(`${endpoint}:${JSON.stringify(payload)}`);
      const answer = await api.post<EndpointOutput<N>>(endpoint, { ...payload, idempotencyKey });
      keeper.settle(answer);
      return answer;
    },
  });
}

type PlainEndpoint = Exclude<Extract<EndpointName, `wallet/${string}` | `member/${string}`>, MoneyEndpoint>;

/** A member call that moves no money on its own (PIN, banks, cancel, password). */
export function useMemberMutation<N extends PlainEndpoint>(endpoint: N) {
  const api = useApi();
  return useMutation({
    mutationFn: (payload: EndpointInput<N>) => api.post<EndpointOutput<N>>(endpoint, payload),
  });
}
