import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { MemberId } from '@/lib/api/query-keys';
import { walletSettingsQueryOptions } from './api';

/**
 * The wallet dialog's settings, fetched ahead of a tap on the header's Deposit: the dialog opens on
 * its form, and still asks for them anew (useWalletSettings' `fresh`) and updates in place.
 */
export function prefetchWalletSettings(client: QueryClient, api: ApiClient, memberId: MemberId): void {
  void client.prefetchQuery(walletSettingsQueryOptions(api, memberId));
}
