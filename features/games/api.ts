'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { bonusStatusKey, memberKey, walletBalanceKey, type MemberId, type ResourceKey, vipStatusKey } from '@/lib/api/query-keys';

const favouritesKey = (memberId: MemberId) => memberKey('favourites', memberId);
const recentGamesKey = (memberId: MemberId) => memberKey('recent-games', memberId);

/** The member's favourite game ids (none for a visitor). */
export function favouritesQueryOptions(api: ApiClient, memberId: MemberId) {
  return queryOptions({
    queryKey: favouritesKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => outputOrThrow(await api.call('game/favourites', {}, { idempotent: true })),
  });
}

/** The games the member launched lately, newest first. */
export function recentGamesQueryOptions(api: ApiClient, memberId: MemberId) {
  return queryOptions({
    queryKey: recentGamesKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => outputOrThrow(await api.call('game/recent', {}, { idempotent: true })),
  });
}

/** Games and providers under maintenance for a currency (docs/PRODUCT.md §7 game/maintenance); none when unknown. */
export function maintenanceQueryOptions(api: ApiClient, currency: string) {
  return queryOptions({
    queryKey: ['maintenance', { currency }] as const satisfies ResourceKey,
    enabled: currency !== '',
    staleTime: 60_000,
    queryFn: async () => {
      const answer = await api.call('game/maintenance', { currency }, { idempotent: true });
      return answer?.status && answer.output ? answer.output : { games: [], providers: [] };
    },
  });
}

export function useFavourites() {
  return useQuery(favouritesQueryOptions(useApi(), useMemberId()));
}

export function useToggleFavourite() {
  const api = useApi();
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useMutation({
    mutationFn: async (input: { gameId: string; favourite: boolean }) => outputOrThrow(await api.call('game/favourite', input)),
    // The answer is the whole new list: it replaces the cached one.
    onSuccess: (list) => queryClient.setQueryData(favouritesKey(memberId), list),
  });
}

/** `enabled: false` for a row that does not list them (only the lobby's Recent filter does). */
export function useRecentlyPlayed({ enabled = true }: { enabled?: boolean } = {}) {
  const memberId = useMemberId();
  return useQuery({ ...recentGamesQueryOptions(useApi(), memberId), enabled: memberId !== null && enabled });
}

export function useMaintenance(currency: string) {
  return useQuery(maintenanceQueryOptions(useApi(), currency));
}

/** After a launch, a round or a restore: the balance and the bonus's progress moved, and the recent list may have grown. */
export function useRefreshAfterPlay() {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useCallback(() => {
    // The balance query is the one source: a game's balance message only says it moved.
    void queryClient.invalidateQueries({ queryKey: walletBalanceKey(memberId) });
    void queryClient.invalidateQueries({ queryKey: bonusStatusKey(memberId) });
    void queryClient.invalidateQueries({ queryKey: recentGamesKey(memberId) });
    // Settled rounds move the VIP tier (and may have earned a level-up reward).
    void queryClient.invalidateQueries({ queryKey: vipStatusKey(memberId) });
  }, [queryClient, memberId]);
}
