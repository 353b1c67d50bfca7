import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** Loyalty: a currency's VIP tiers, referral commission and daily tasks; the refused self-referrals. */

/** Every currency's programme and the flags (a save refreshes them all). */
export const loyaltyKey = consoleKey('loyalty');

/** operator/loyalty: one currency's tiers, referral settings and tasks. */
export function loyaltyQueryOptions(api: ApiClient, currency: string) {
  return queryOptions({ queryKey: [...loyaltyKey, currency] as const, queryFn: () => consoleCall(api, 'operator/loyalty', { currency }) });
}

/** operator/referral-flags: a page of refused self-referrals, newest first. */
export function referralFlagsQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...loyaltyKey, 'flags', page] as const,
    queryFn: () => consoleCall(api, 'operator/referral-flags', { page }),
    placeholderData: keepPreviousData,
  });
}

export const saveVipTiers = (api: ApiClient, input: EndpointInput<'operator/vip-tiers-save'>) =>
  consoleCall(api, 'operator/vip-tiers-save', input);

export const saveReferralSettings = (api: ApiClient, input: EndpointInput<'operator/referral-settings-save'>) =>
  consoleCall(api, 'operator/referral-settings-save', input);

export const saveDailyTasks = (api: ApiClient, input: EndpointInput<'operator/daily-tasks-save'>) =>
  consoleCall(api, 'operator/daily-tasks-save', input);
