'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { consoleCall, useConsoleApi } from '../../console-api';
import { reasonText } from '../../reasons';
import styles from '../../console.module.css';

const PAGE_SIZE = 50;

/** Self-referrals the platform refused (same device or bank account), newest first. */
export function ReferralFlags() {
  const api = useConsoleApi();
  const [page, setPage] = useState(1);
  const flags = useQuery({
    queryKey: ['console', 'loyalty', 'flags', page],
    queryFn: () => consoleCall(api, 'operator/referral-flags', { page }),
    placeholderData: keepPreviousData,
  });
  if (flags.isError)
    return (
      <div className={styles.card} role="alert">
        <p className={styles.error}>The flags could not be loaded: {reasonText(flags.error.message)}</p>
        <Button label="Retry" size="small" onClick={() => void flags.refetch()} />
      </div>
    );
  return (
    <DataTable
      value={flags.data?.flags ?? []}
      loading={flags.isFetching}
      lazy
      paginator
      rows={PAGE_SIZE}
      first={(page - 1) * PAGE_SIZE}
      totalRecords={flags.data?.total ?? 0}
      onPage={(e) => setPage((e.page ?? 0) + 1)}
      dataKey="id"
      size="small"
      stripedRows
      emptyMessage="No self-referral has been flagged."
      pt={{ table: { 'aria-label': 'Referral flags' } }}
    >
      <Column header="When (UTC)" body={(f: { createdAt: string }) => f.createdAt.replace('T', ' ').slice(0, 19)} />
      <Column field="referrer" header="Referrer" />
      <Column field="member" header="Member" />
      <Column field="reason" header="Reason" />
      <Column field="detail" header="Detail" />
    </DataTable>
  );
}
