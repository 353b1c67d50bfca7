'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { usePageCurrency } from '@/components/providers/use-page-currency';
import { useMemberId } from '@/components/providers/store-provider';
import { transactionsKey, vipStatusKey, walletBalanceKey } from '@/lib/api/query-keys';
import {
  dailyTasksKey,
  dailyTasksQueryOptions,
  referralInfoKey,
  referralInfoQueryOptions,
  vipStatusQueryOptions,
  vipTiersQueryOptions,
} from './api';

/** The currency loyalty is shown in: the member's, else the page country's. */
export function useLoyaltyCurrency(): string {
  return usePageCurrency();
}

export function useVipTiers(currency: string) {
  return useQuery(vipTiersQueryOptions(useApi(), currency, useLocale()));
}

/** The member's tier (nothing is asked for a visitor). */
export function useVipStatus(currency: string) {
  return useQuery(vipStatusQueryOptions(useApi(), useMemberId(), currency, useLocale()));
}

const noSubscription = () => () => {};

/** The site's own address as this browser sees it (the referral link and QR hold the whole link); '' on the server. */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/** Whether the browser has the Web Share API (false on the server). */
export function useCanShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

export function useReferralInfo() {
  return useQuery(referralInfoQueryOptions(useApi(), useMemberId(), useLocale(), useOrigin()));
}

export function useDailyTasks() {
  return useQuery(dailyTasksQueryOptions(useApi(), useMemberId(), useLocale()));
}

/** After a reward is paid: the balance, the loyalty pages and the histories are stale. */
function useRefreshAfterReward() {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useCallback(async () => {
    await Promise.all(
      [
        walletBalanceKey(memberId),
        vipStatusKey(memberId),
        referralInfoKey(memberId),
        dailyTasksKey(memberId),
        transactionsKey(memberId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }, [queryClient, memberId]);
}

/** referral/claim: one key per press, so a double click is one claim and a retry answers the same. */
export function useReferralClaim() {
  const api = useApi();
  const refresh = useRefreshAfterReward();
  return useMutation({
    mutationFn: () => api.call('referral/claim', { idempotencyKey: crypto.randomUUID() }),
    onSuccess: (answer) => (answer?.status ? refresh() : undefined),
  });
}

export function useTaskClaim() {
  const api = useApi();
  const refresh = useRefreshAfterReward();
  return useMutation({
    mutationFn: ({ taskId, day }: { taskId: number; day: string }) => api.call('daily-task/claim', { taskId, day }),
    // A refusal (already claimed, the day is over) also means the page is out of date.
    onSettled: () => refresh(),
  });
}
