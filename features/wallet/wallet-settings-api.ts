'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '@/components/providers/api-provider';
import type { WalletSettings } from '@/lib/contracts/wallet';

export const walletSettingsKey = ['member', 'wallet-settings'] as const;

/**
 * wallet/settings: limits, banks, PIN state, provider wallets. `fresh` refetches on mount, so the
 * wallet dialog loads it once per open; leaves inside it read the cached copy.
 */
export function useWalletSettings({ fresh = false, enabled = true }: { fresh?: boolean; enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: walletSettingsKey,
    enabled,
    queryFn: async () => {
      const answer = await api.post<WalletSettings>('wallet/settings', {}, { idempotent: true });
      if (!answer?.status || !answer.output) throw new Error(answer?.msg ?? 'too_many_requests');
      return answer.output;
    },
    staleTime: Infinity,
    refetchOnMount: fresh ? 'always' : false,
    refetchOnWindowFocus: false,
  });
}

/** After money moved: the header balance, the settings (balances, banks, PIN lock) and the histories are stale. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['member', 'wallet-balance'] }),
        queryClient.invalidateQueries({ queryKey: walletSettingsKey }),
        // histories (features/transactions) and the pending list show the new rows
        queryClient.invalidateQueries({ queryKey: ['member', 'history'] }),
        queryClient.invalidateQueries({ queryKey: ['member', 'pending-withdrawals'] }),
      ]),
    [queryClient],
  );
}

/** Writes part of the settings the server just returned, so the dialog shows it before the refetch lands. */
export function usePatchWalletSettings() {
  const queryClient = useQueryClient();
  return useCallback(
    (patch: Partial<WalletSettings>) =>
      queryClient.setQueryData<WalletSettings>(walletSettingsKey, (old) => (old ? { ...old, ...patch } : old)),
    [queryClient],
  );
}
