import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** The catalogue: categories per currency, providers, games and their maintenance. */

/** The overview and every games page: each save republishes the catalogue, so all are read again. */
export const catalogKey = consoleKey('catalog');

/** operator/catalog-overview: a currency's categories, the providers and the published version. */
export function catalogOverviewQueryOptions(api: ApiClient, currency: string) {
  return queryOptions({
    queryKey: [...catalogKey, 'overview', currency] as const,
    queryFn: () => consoleCall(api, 'operator/catalog-overview', { currency }),
  });
}

export type GamesQuery = EndpointInput<'operator/game-list'>;

/** operator/game-list: a page of games under the search, filters and sort. */
export function gamesQueryOptions(api: ApiClient, query: GamesQuery) {
  return queryOptions({
    queryKey: [...catalogKey, 'games', query] as const,
    queryFn: () => consoleCall(api, 'operator/game-list', query),
    placeholderData: keepPreviousData,
  });
}

export const saveCategory = (api: ApiClient, input: EndpointInput<'operator/category-save'>) =>
  consoleCall(api, 'operator/category-save', input);
export const saveProvider = (api: ApiClient, input: EndpointInput<'operator/provider-save'>) =>
  consoleCall(api, 'operator/provider-save', input);
export const saveGame = (api: ApiClient, input: EndpointInput<'operator/game-save'>) => consoleCall(api, 'operator/game-save', input);
/** A provider's or a game's maintenance: until a time, or over. */
export const setMaintenance = (api: ApiClient, input: EndpointInput<'operator/maintenance-set'>) =>
  consoleCall(api, 'operator/maintenance-set', input);
