import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput, EndpointOutput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** Open rounds: bets with no win or rollback yet, and the operator's void of one (docs/games.md, "Voiding a round"). */

export type OpenRoundFilters = EndpointInput<'operator/rounds-open'>;
export type OpenRoundRow = EndpointOutput<'operator/rounds-open'>['rows'][number];

/** Every page of open rounds (a void refreshes them all). */
export const openRoundsKey = consoleKey('open-rounds');

/** operator/rounds-open: a page of open rounds, oldest first, and the open stakes per currency; read again every 30 s. */
export function openRoundsQueryOptions(api: ApiClient, filters: OpenRoundFilters) {
  return queryOptions({
    queryKey: [...openRoundsKey, filters] as const,
    queryFn: () => consoleCall(api, 'operator/rounds-open', filters),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** operator/round-void: the round's stake back to the member and the round closed, once (a repeat answers the same). */
export const voidRound = (api: ApiClient, round: OpenRoundRow, reason: string) =>
  consoleCall(api, 'operator/round-void', { providerId: round.providerId, roundId: round.roundId, reason });
