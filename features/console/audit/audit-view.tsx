'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleApi } from '../console-api';
import { LoadFailed } from '../components/load-failed';
import { ConsolePage } from '../components/page-frame';
import { auditQueryOptions } from './api';
import { AuditFiltersForm, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';
import { AuditTable, PAGE_SIZE } from './audit-table';

/** Drops the filters left empty: the platform reads a missing one as "any". */
const given = (filters: AuditFilterValues) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as Partial<AuditFilterValues>;

/** Every operator action, newest first: filter by operator, action, outcome and day; each row opens to its input and before/after values. */
export function AuditView() {
  const api = useConsoleApi();
  const [filters, setFilters] = useState(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const { outcome, ...rest } = given(filters);
  const log = useQuery(auditQueryOptions(api, { page, pageSize: PAGE_SIZE, ...rest, ...(outcome ? { outcome } : {}) }));
  return (
    <ConsolePage id="audit" title="Audit log">
      <AuditFiltersForm value={filters} onChange={(next) => (setFilters(next), setPage(1))} />
      {log.isError ? (
        <LoadFailed what="The audit log" error={log.error} retry={() => void log.refetch()} />
      ) : (
        <AuditTable rows={log.data?.items ?? []} total={log.data?.total ?? 0} page={page} loading={log.isPending} onPage={setPage} />
      )}
    </ConsolePage>
  );
}
