'use client';

import { useApi } from '@/components/providers/api-provider';
import { useLazyQuery, type LazyQueryOptions } from '@/components/providers/lazy-query';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { walletBalanceKey, type MemberId } from '@/lib/api/query-keys';

/**
 * The main balance's one source: member/wallet-balance as a query. Its own module because the
 * header (on every page) needs only this; the wallet's other queries load with the dialog (api.ts).
 * Read through useLazyQuery: the header is in every page's first load, React Query is not.
 */
export function walletBalanceQueryOptions(api: ApiClient, memberId: MemberId) {
  return {
    queryKey: walletBalanceKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => outputOrThrow(await api.call('member/wallet-balance', {}, { idempotent: true })),
  } satisfies LazyQueryOptions<unknown>;
}

/** The main balance, for every reader; `isFetching` is the refreshing flag (docs/PRODUCT.md §4). */
export function useWalletBalance() {
  return useLazyQuery(walletBalanceQueryOptions(useApi(), useMemberId()));
}
