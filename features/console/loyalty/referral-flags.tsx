'use client';

import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useConsoleApi } from '../console-api';
import { LoadFailed } from '../components/load-failed';
import { pagedTable, tableSetup } from '../components/table-setup';
import styles from '../console.module.css';
import { referralFlagsQueryOptions } from './api';

const PAGE_SIZE = 50;

/** Self-referrals the platform refused (same device or bank account), newest first. */
export function ReferralFlags() {
  const api = useConsoleApi();
  const [page, setPage] = useState(1);
  const flags = useQuery(referralFlagsQueryOptions(api, page));
  if (flags.isError) return <LoadFailed what="The flags" error={flags.error} retry={() => void flags.refetch()} />;
  return (
    <DataTable
      {...tableSetup('Referral flags')}
      value={flags.data?.flags ?? []}
      loading={flags.isFetching}
      {...pagedTable(page, PAGE_SIZE, flags.data?.total ?? 0, setPage)}
      dataKey="id"
      emptyMessage="No self-referral has been flagged."
    >
      <Column
        frozen
        header="When (UTC)"
        body={(f: { createdAt: string }) => <span className={styles.nowrap}>{f.createdAt.replace('T', ' ').slice(0, 19)}</span>}
      />
      <Column field="referrer" header="Referrer" />
      <Column field="member" header="Member" />
      <Column field="reason" header="Reason" />
      <Column field="detail" header="Detail" />
    </DataTable>
  );
}
