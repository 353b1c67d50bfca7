import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

export const modulesKey = consoleKey('modules');

/** operator/module-list: every module and sub-module with its web and mobile visibility. */
export function modulesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: modulesKey, queryFn: () => consoleCall(api, 'operator/module-list', undefined) });
}

export const saveModule = (api: ApiClient, input: EndpointInput<'operator/module-save'>) => consoleCall(api, 'operator/module-save', input);
