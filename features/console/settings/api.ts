import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** Settings: countries and languages, wallet limits per currency, the rebate rate, the live-chat title. */

export const settingsKey = consoleKey('settings');
export const chatSettingsKey = consoleKey('chat-settings');

/** operator/settings: countries, currencies with their limits, languages, the rebate rate (loyalty reads it too). */
export function settingsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: settingsKey, queryFn: () => consoleCall(api, 'operator/settings', undefined) });
}

export function chatSettingsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: chatSettingsKey, queryFn: () => consoleCall(api, 'operator/chat-settings', undefined) });
}

export const saveCountry = (api: ApiClient, input: EndpointInput<'operator/country-save'>) =>
  consoleCall(api, 'operator/country-save', input);

export const saveWalletLimits = (api: ApiClient, input: EndpointInput<'operator/wallet-limits-save'>) =>
  consoleCall(api, 'operator/wallet-limits-save', input);

export const saveRebateRate = (api: ApiClient, input: EndpointInput<'operator/rebate-rate-save'>) =>
  consoleCall(api, 'operator/rebate-rate-save', input);

export const saveChatSettings = (api: ApiClient, input: EndpointInput<'operator/chat-settings-save'>) =>
  consoleCall(api, 'operator/chat-settings-save', input);
