import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

export const staffKey = consoleKey('staff');

/** staff/list: every operator (owners only). */
export function staffQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: staffKey, queryFn: () => consoleCall(api, 'staff/list', undefined) });
}

/** staff/create: a new operator; its second factor's secret comes back once. */
export const createOperator = (api: ApiClient, input: EndpointInput<'staff/create'>) => consoleCall(api, 'staff/create', input);

/** staff/update: a new role, or disabling (the platform keeps the last active owner). */
export const updateOperator = (api: ApiClient, change: EndpointInput<'staff/update'>) => consoleCall(api, 'staff/update', change);
