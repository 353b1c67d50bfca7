'use client';

import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { DashboardCurrency } from '@/lib/contracts/console';
import { consoleMoney } from '../components/money';
import { tableSetup } from '../components/table-setup';
import styles from '../console.module.css';

type Row = DashboardCurrency;

/** An amount of the row's currency, with how many made it when that is counted. */
function money(amount: (row: Row) => string, count?: (row: Row) => number) {
  function MoneyCell(row: Row) {
    return (
      <span className={styles.money}>
        {consoleMoney(amount(row), row.currency)}
        {count ? ` (${count(row)})` : ''}
      </span>
    );
  }
  return MoneyCell;
}

/** The day's figures, a row per currency. */
export function FiguresTable({ rows, loading }: { rows: Row[]; loading: boolean }) {
  return (
    <DataTable
      {...tableSetup('Dashboard', '60rem')}
      value={rows}
      loading={loading}
      dataKey="currency"
      emptyMessage="No currency is served yet."
    >
      <Column frozen field="currency" header="Currency" />
      <Column
        header="Deposits"
        body={money(
          (r) => r.deposits,
          (r) => r.depositCount,
        )}
      />
      <Column
        header="Withdrawals"
        body={money(
          (r) => r.withdrawals,
          (r) => r.withdrawalCount,
        )}
      />
      <Column
        header="Bets (rounds)"
        body={money(
          (r) => r.bets,
          (r) => r.rounds,
        )}
      />
      <Column header="Wins" body={money((r) => r.wins)} />
      <Column header="GGR" body={money((r) => r.ggr)} />
      <Column field="newMembers" header="New members" />
      <Column field="activeMembers" header="Active members" />
      <Column header="Pending deposits / withdrawals" body={(row: Row) => `${row.pendingDeposits} / ${row.pendingWithdrawals}`} />
    </DataTable>
  );
}
