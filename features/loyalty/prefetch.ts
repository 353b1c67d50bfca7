import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { MemberId } from '@/lib/api/query-keys';
import { vipStatusQueryOptions } from './api';

/**
 * The member's tier, asked for as the member menu opens (beside its VIP link): the VIP page opens
 * on the tier card rather than on a loading card. The same query the badge and the page read.
 */
export function prefetchVipStatus(client: QueryClient, api: ApiClient, memberId: MemberId, currency: string, language: string): void {
  void client.prefetchQuery(vipStatusQueryOptions(api, memberId, currency, language));
}
