'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/components/providers/api-provider';
import type { CallResult } from '@/lib/api/client';
import type { EndpointInput, EndpointName } from '@/lib/contracts/endpoints';
import { createIdempotencyKeeper } from './idempotency';
import { useRefreshWallet } from './refresh-wallet';

type MoneyEndpoint = 'wallet/deposit' | 'wallet/withdraw' | 'wallet/transfer' | 'wallet/rebate-claim';
/** Omit over each member of a union (deposit's gateway | bank), which plain Omit would flatten. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Payload<N extends MoneyEndpoint> = DistributiveOmit<EndpointInput<N>, 'idempotencyKey'>;

/**
 * A money call with its idempotency key: a fresh one per submission, the same one when the
 * member retries a submission whose outcome is unknown (see idempotency.ts). A call that
 * succeeded refreshes the wallet's server state: the balance query above all.
 */
export function useMoneyMutation<N extends MoneyEndpoint>(endpoint: N) {
  const api = useApi();
  const refresh = useRefreshWallet();
  const [keeper] = useState(() => createIdempotencyKeeper());
  return useMutation({
    mutationFn: async (payload: Payload<N>): Promise<CallResult<N>> => {
      const idempotencyKey = keeper.keyFor(`${endpoint}:${JSON.stringify(payload)}`);
      // The key is exactly the field Payload left out; TS cannot re-join a distributive Omit over a generic N.
      const answer = await api.call(endpoint, { ...payload, idempotencyKey } as EndpointInput<N>);
      keeper.settle(answer);
      return answer;
    },
    // Not awaited: the form answers at once, the balance follows when the refetch lands.
    onSuccess: (answer) => {
      if (answer?.status) void refresh();
    },
  });
}

type PlainEndpoint = Exclude<Extract<EndpointName, `wallet/${string}` | `member/${string}`>, MoneyEndpoint>;

/** A member call that moves no money on its own (PIN, banks, cancel, password). */
export function useMemberMutation<N extends PlainEndpoint>(endpoint: N) {
  const api = useApi();
  return useMutation({
    mutationFn: (payload: EndpointInput<N>) => api.call(endpoint, payload),
  });
}
