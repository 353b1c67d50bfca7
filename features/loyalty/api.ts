import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { memberKey, vipStatusKey, type MemberId, type ResourceKey } from '@/lib/api/query-keys';

/** The loyalty queryOptions factories: VIP tiers and status, the referral page, today's tasks. */

/** vip/tiers: every tier of a currency with its benefits, in the page's language (the same for everyone). */
export function vipTiersQueryOptions(api: ApiClient, currency: string, language: string) {
  return queryOptions({
    queryKey: ['vip-tiers', { currency, language }] as const satisfies ResourceKey,
    enabled: currency !== '',
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => outputOrThrow(await api.call('vip/tiers', { currency, language }, { idempotent: true, signal })),
  });
}

/** vip/status: the member's tier and progress (reading it pays a level-up reward not paid yet). */
export function vipStatusQueryOptions(api: ApiClient, memberId: MemberId, currency: string, language: string) {
  return queryOptions({
    queryKey: [...vipStatusKey(memberId), { language }] as const,
    enabled: memberId !== null && currency !== '',
    queryFn: async ({ signal }) => outputOrThrow(await api.call('vip/status', { currency, language }, { idempotent: true, signal })),
  });
}

export const referralInfoKey = (memberId: MemberId) => memberKey('referral-info', memberId);

/** referral/info: code, link, QR, referred members and commission. */
export function referralInfoQueryOptions(api: ApiClient, memberId: MemberId, language: string, origin: string) {
  return queryOptions({
    queryKey: [...referralInfoKey(memberId), { language }] as const,
    enabled: memberId !== null && origin !== '',
    queryFn: async ({ signal }) => outputOrThrow(await api.call('referral/info', { language, origin }, { idempotent: true, signal })),
  });
}

export const dailyTasksKey = (memberId: MemberId) => memberKey('daily-tasks', memberId);

/** daily-task/list: today's tasks, progress, claims, the reset time and the streak. */
export function dailyTasksQueryOptions(api: ApiClient, memberId: MemberId, language: string) {
  return queryOptions({
    queryKey: [...dailyTasksKey(memberId), { language }] as const,
    enabled: memberId !== null,
    queryFn: async ({ signal }) => outputOrThrow(await api.call('daily-task/list', { language }, { idempotent: true, signal })),
  });
}
