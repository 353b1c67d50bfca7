import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** Promotions: the table, one promotion, its codes and its state. */

export const promotionsKey = consoleKey('promotions');
export const promotionKey = (promotionId: number) => consoleKey('promotion', promotionId);

/** operator/promotion-table: a page of promotions under the filters. */
export function promotionsQueryOptions(api: ApiClient, filters: EndpointInput<'operator/promotion-table'>) {
  return queryOptions({
    queryKey: [...promotionsKey, filters] as const,
    queryFn: () => consoleCall(api, 'operator/promotion-table', filters),
    placeholderData: keepPreviousData,
  });
}

/** operator/promotion-get: one promotion as the editor reads it (none while a new one is written). */
export function promotionQueryOptions(api: ApiClient, promotionId: number | null) {
  return queryOptions({
    queryKey: promotionKey(promotionId ?? 0),
    queryFn: () => consoleCall(api, 'operator/promotion-get', { promotionId: promotionId! }),
    enabled: promotionId !== null,
  });
}

export const savePromotion = (api: ApiClient, input: EndpointInput<'operator/promotion-save'>) =>
  consoleCall(api, 'operator/promotion-save', input);
export const savePromoCode = (api: ApiClient, input: EndpointInput<'operator/promo-code-save'>) =>
  consoleCall(api, 'operator/promo-code-save', input);
export const setPromotionState = (api: ApiClient, input: EndpointInput<'operator/promotion-state'>) =>
  consoleCall(api, 'operator/promotion-state', input);

/** After a change to one promotion: it and the table are read again. */
export function refreshPromotion(queryClient: QueryClient, promotionId: number) {
  void queryClient.invalidateQueries({ queryKey: promotionKey(promotionId) });
  void queryClient.invalidateQueries({ queryKey: promotionsKey });
}
