'use client';

import { useCallback } from 'react';
import { useApi } from '@/components/providers/api-provider';
import {
  useLazyMutation,
  useLazyQuery,
  useQueryClientIfAny,
  useQueryClientLater,
  type LazyQueryOptions,
} from '@/components/providers/lazy-query';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { bonusStatusKey, memberKey, walletBalanceKey, type MemberId, type ResourceKey, vipStatusKey } from '@/lib/api/query-keys';

const favouritesKey = (memberId: MemberId) => memberKey('favourites', memberId);
const recentGamesKey = (memberId: MemberId) => memberKey('recent-games', memberId);

/** The member's favourite game ids (none for a visitor). */
export function favouritesQueryOptions(api: ApiClient, memberId: MemberId) {
  return {
    queryKey: favouritesKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => outputOrThrow(await api.call('game/favourites', {}, { idempotent: true })),
  } satisfies LazyQueryOptions<unknown>;
}

/** The games the member launched lately, newest first. */
export function recentGamesQueryOptions(api: ApiClient, memberId: MemberId) {
  return {
    queryKey: recentGamesKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => outputOrThrow(await api.call('game/recent', {}, { idempotent: true })),
  } satisfies LazyQueryOptions<unknown>;
}

/** Games and providers under maintenance for a currency (docs/PRODUCT.md §7 game/maintenance); none when unknown. */
export function maintenanceQueryOptions(api: ApiClient, currency: string) {
  return {
    queryKey: ['maintenance', { currency }] as const satisfies ResourceKey,
    enabled: currency !== '',
    staleTime: 60_000,
    queryFn: async () => {
      const answer = await api.call('game/maintenance', { currency }, { idempotent: true });
      return answer?.status && answer.output ? answer.output : { games: [], providers: [] };
    },
  } satisfies LazyQueryOptions<unknown>;
}

export function useFavourites() {
  return useLazyQuery(favouritesQueryOptions(useApi(), useMemberId()));
}

export function useToggleFavourite() {
  const api = useApi();
  const queryClient = useQueryClientLater();
  const memberId = useMemberId();
  return useLazyMutation(
    useCallback(
      async (input: { gameId: string; favourite: boolean }) => {
        const list = outputOrThrow(await api.call('game/favourite', input));
        // The answer is the whole new list: it replaces the cached one.
        (await queryClient()).setQueryData(favouritesKey(memberId), list);
        return list;
      },
      [api, queryClient, memberId],
    ),
  );
}

export function useRecentlyPlayed() {
  return useLazyQuery(recentGamesQueryOptions(useApi(), useMemberId()));
}

export function useMaintenance(currency: string) {
  return useLazyQuery(maintenanceQueryOptions(useApi(), currency));
}

/** After a launch, a round or a restore: the balance and the bonus's progress moved, and the recent list may have grown. */
export function useRefreshAfterPlay() {
  const clientIfAny = useQueryClientIfAny();
  const memberId = useMemberId();
  return useCallback(() => {
    // Nothing cached yet (React Query not loaded): nothing to refresh.
    const queryClient = clientIfAny();
    if (!queryClient) return;
    // The balance query is the one source: a game's balance message only says it moved.
    void queryClient.invalidateQueries({ queryKey: walletBalanceKey(memberId) });
    void queryClient.invalidateQueries({ queryKey: bonusStatusKey(memberId) });
    void queryClient.invalidateQueries({ queryKey: recentGamesKey(memberId) });
    // Settled rounds move the VIP tier (and may have earned a level-up reward).
    void queryClient.invalidateQueries({ queryKey: vipStatusKey(memberId) });
  }, [clientIfAny, memberId]);
}
