'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { walletBalanceKey, type MemberId } from '@/lib/api/query-keys';

/**
 * The main balance's one source: member/wallet-balance as a query. Its own module because the
 * header (on every page) needs only this; the wallet's other queries load with the dialog (api.ts).
 */
export function walletBalanceQueryOptions(api: ApiClient, memberId: MemberId) {
  return queryOptions({
    queryKey: walletBalanceKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => outputOrThrow(await api.call('member/wallet-balance', {}, { idempotent: true })),
  });
}

/** The main balance, for every reader; `isFetching` is the refreshing flag (docs/PRODUCT.md §4). */
export function useWalletBalance() {
  return useQuery(walletBalanceQueryOptions(useApi(), useMemberId()));
}
