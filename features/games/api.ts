'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useUserStore } from '@/components/providers/store-provider';
import type { Maintenance } from '@/lib/contracts/catalog';

const favouritesKey = (memberId: number | null) => ['member', 'favourites', memberId] as const;
const recentKey = (memberId: number | null) => ['member', 'recent', memberId] as const;
export const maintenanceKey = (currency: string) => ['maintenance', currency] as const;

/** The member's favourite game ids (empty for a visitor). */
export function useFavourites() {
  const api = useApi();
  const memberId = useUserStore((s) => s.data?.id ?? null);
  return useQuery({
    queryKey: favouritesKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => {
      const answer = await api.post<string[]>('game/favourites', {}, { idempotent: true });
      if (!answer?.status || !answer.output) throw new Error(answer?.msg ?? 'too_many_requests');
      return answer.output;
    },
  });
}

export function useToggleFavourite() {
  const api = useApi();
  const queryClient = useQueryClient();
  const memberId = useUserStore((s) => s.data?.id ?? null);
  return useMutation({
    mutationFn: async (input: { gameId: string; favourite: boolean }) => {
      const answer = await api.post<string[]>('game/favourite', input);
      if (!answer?.status || !answer.output) throw new Error(answer?.msg ?? 'too_many_requests');
      return answer.output;
    },
    onSuccess: (list) => queryClient.setQueryData(favouritesKey(memberId), list),
  });
}

/** The games the member launched lately, newest first. */
export function useRecentlyPlayed() {
  const api = useApi();
  const memberId = useUserStore((s) => s.data?.id ?? null);
  return useQuery({
    queryKey: recentKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => {
      const answer = await api.post<string[]>('game/recent', {}, { idempotent: true });
      if (!answer?.status || !answer.output) throw new Error(answer?.msg ?? 'too_many_requests');
      return answer.output;
    },
  });
}

/** Games and providers under maintenance for a currency (docs/PRODUCT.md §7 game/maintenance). */
export function useMaintenance(currency: string) {
  const api = useApi();
  return useQuery({
    queryKey: maintenanceKey(currency),
    enabled: currency !== '',
    staleTime: 60_000,
    queryFn: async () => {
      const answer = await api.post<Maintenance>('game/maintenance', { currency }, { idempotent: true });
      return answer?.status && answer.output ? answer.output : { games: [], providers: [] };
    },
  });
}

export function invalidateAfterPlay(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: ['member', 'wallet-balance'] });
  void queryClient.invalidateQueries({ queryKey: ['member', 'recent'] });
}
