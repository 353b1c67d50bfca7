'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { memberKey, transactionsKey, type MemberId } from '@/lib/api/query-keys';
import type { WalletSettings } from '@/lib/contracts/wallet';

/** The wallet's queryOptions factories; the balance's lives in balance.ts (the header loads it alone). */
export { walletBalanceQueryOptions } from './balance';

/**
 * wallet/settings without its `balance`: the main balance has one source, the balance query
 * (balance.ts), so nothing can read a second, older copy from the settings.
 */
export type WalletSettingsData = Omit<WalletSettings, 'balance'>;

export const walletSettingsKey = (memberId: MemberId) => memberKey('wallet-settings', memberId);
export const rebateInfoKey = (memberId: MemberId) => memberKey('rebate-info', memberId);

/** wallet/settings: limits, banks, PIN state, provider wallets. Loaded on demand (see useWalletSettings). */
export function walletSettingsQueryOptions(api: ApiClient, memberId: MemberId) {
  return queryOptions({
    queryKey: walletSettingsKey(memberId),
    enabled: memberId !== null,
    queryFn: async (): Promise<WalletSettingsData> => {
      const { balance: _balance, ...settings } = outputOrThrow(await api.call('wallet/settings', {}, { idempotent: true }));
      return settings;
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** wallet/rebate-info: turnover, rate and the claimable amount since the last claim. */
export function rebateInfoQueryOptions(api: ApiClient, memberId: MemberId) {
  return queryOptions({
    queryKey: rebateInfoKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => outputOrThrow(await api.call('wallet/rebate-info', {}, { idempotent: true })),
    refetchOnMount: 'always',
  });
}

const PENDING_WITHDRAWALS = { type: 'withdrawal', status: 'pending', page: 1 } as const;

/** The member's withdrawals still awaiting the operator: the first page of the pending history (a transactions key). */
export function pendingWithdrawalsQueryOptions(api: ApiClient, memberId: MemberId) {
  return queryOptions({
    queryKey: transactionsKey(memberId, PENDING_WITHDRAWALS),
    enabled: memberId !== null,
    queryFn: async () => outputOrThrow(await api.call('transaction/list', PENDING_WITHDRAWALS, { idempotent: true })),
    refetchOnMount: 'always',
  });
}

/**
 * `fresh` refetches on mount, so the wallet dialog loads the settings once per open; leaves
 * inside it read the cached copy.
 */
export function useWalletSettings({ fresh = false, enabled = true }: { fresh?: boolean; enabled?: boolean } = {}) {
  const memberId = useMemberId();
  return useQuery({
    ...walletSettingsQueryOptions(useApi(), memberId),
    enabled: memberId !== null && enabled,
    refetchOnMount: fresh ? 'always' : false,
  });
}

export function useRebateInfo() {
  return useQuery(rebateInfoQueryOptions(useApi(), useMemberId()));
}

export function usePendingWithdrawals() {
  return useQuery(pendingWithdrawalsQueryOptions(useApi(), useMemberId()));
}
