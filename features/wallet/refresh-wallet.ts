'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMemberId } from '@/components/providers/store-provider';
import { bonusStatusKey, promotionInfoKey, transactionsKey, walletBalanceKey } from '@/lib/api/query-keys';
import { rebateInfoKey, walletSettingsKey, type WalletSettingsData } from './api';

/**
 * After money moved: the balance, the settings (provider wallets, banks, PIN lock), the rebate and
 * the histories are stale — and so is the bonus (a deposit may grant one, a withdrawal forfeit it)
 * and what the member may still claim.
 */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletBalanceKey(memberId) }),
        queryClient.invalidateQueries({ queryKey: bonusStatusKey(memberId) }),
        queryClient.invalidateQueries({ queryKey: promotionInfoKey(memberId) }),
        queryClient.invalidateQueries({ queryKey: walletSettingsKey(memberId) }),
        queryClient.invalidateQueries({ queryKey: rebateInfoKey(memberId) }),
        // every history page (features/transactions) and the pending withdrawals show the new rows
        queryClient.invalidateQueries({ queryKey: transactionsKey(memberId) }),
      ]),
    [queryClient, memberId],
  );
}

/** Writes part of the settings the server just returned, so the dialog shows it before the refetch lands. */
export function usePatchWalletSettings() {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useCallback(
    (patch: Partial<WalletSettingsData>) =>
      queryClient.setQueryData<WalletSettingsData>(walletSettingsKey(memberId), (old) => (old ? { ...old, ...patch } : old)),
    [queryClient, memberId],
  );
}
