import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

export type AuditFilters = EndpointInput<'staff/audit-log'>;

/** staff/audit-log: a page of operator actions, newest first, under the filters. */
export function auditQueryOptions(api: ApiClient, filters: AuditFilters) {
  return queryOptions({
    queryKey: consoleKey('audit', filters),
    queryFn: () => consoleCall(api, 'staff/audit-log', filters),
    placeholderData: keepPreviousData,
  });
}
