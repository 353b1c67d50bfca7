'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import type { DashboardCurrency } from '@/lib/contracts/console';
import { consoleCall, useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { LoadFailed } from '../components/load-failed';
import { tableSetup } from '../components/table-setup';

const withCount = (amount: string, count: number) => `${amount} (${count})`;

/** One UTC day per currency: deposits, withdrawals, bets, wins, GGR, members, and what waits for a decision. */
export function DashboardView() {
  const api = useConsoleApi();
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  const board = useQuery({
    queryKey: ['console', 'dashboard', day],
    queryFn: () => consoleCall(api, 'operator/dashboard', { day }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={styles.title}>
        Dashboard
      </h1>
      <form className={styles.toolbar} aria-label="Choose the day" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          Day (UTC)
          <input
            type="date"
            value={day}
            max={new Date().toISOString().slice(0, 10)}
            onChange={(e) => e.target.value && setDay(e.target.value)}
          />
        </label>
      </form>
      {board.isError ? (
        <LoadFailed what="The dashboard" error={board.error} retry={() => void board.refetch()} />
      ) : (
        <DataTable
          {...tableSetup('Dashboard', '56rem')}
          value={board.data?.currencies ?? []}
          loading={board.isPending}
          dataKey="currency"
          emptyMessage="No currency is served yet."
        >
          <Column frozen field="currency" header="Currency" />
          <Column header="Deposits" body={(row: DashboardCurrency) => withCount(row.deposits, row.depositCount)} />
          <Column header="Withdrawals" body={(row: DashboardCurrency) => withCount(row.withdrawals, row.withdrawalCount)} />
          <Column header="Bets" body={(row: DashboardCurrency) => withCount(row.bets, row.rounds)} />
          <Column field="wins" header="Wins" />
          <Column field="ggr" header="GGR" />
          <Column field="newMembers" header="New members" />
          <Column field="activeMembers" header="Active members" />
          <Column
            header="Pending deposits / withdrawals"
            body={(row: DashboardCurrency) => `${row.pendingDeposits} / ${row.pendingWithdrawals}`}
          />
        </DataTable>
      )}
    </section>
  );
}
