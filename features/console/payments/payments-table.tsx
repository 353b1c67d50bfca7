'use client';

import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { ConfirmButton } from '../components/confirm-button';
import { consoleMoney } from '../components/money';
import { pagedTable, tableSetup } from '../components/table-setup';
import styles from '../console.module.css';
import { utcMinute } from '../time';
import type { PaymentRow } from './api';

export const PAGE_SIZE = 20;

type Props = {
  rows: PaymentRow[];
  total: number;
  page: number;
  loading: boolean;
  emptyMessage: string;
  onPage: (page: number) => void;
  /** Approve and Reject, for the roles that decide; null for the others. */
  decisions: { approving: number | null; approve: (row: PaymentRow) => void; reject: (row: PaymentRow) => void } | null;
  onReceipt: (row: PaymentRow) => void;
};

/** A page of deposits and withdrawals: amounts in their currency, receipts, and the decision buttons of pending ones. */
export function PaymentsTable({ decisions, onReceipt, ...props }: Props) {
  const decide = (row: PaymentRow) =>
    row.status === 'pending' && decisions ? (
      <div className={styles.actions}>
        <ConfirmButton
          label="Approve"
          size="small"
          severity="success"
          header={`Approve ${row.kind} #${row.id}?`}
          question={`Approve ${row.kind} #${row.id} of ${consoleMoney(row.amount, row.currency)} for ${row.username}?`}
          onConfirm={() => decisions.approve(row)}
          loading={decisions.approving === row.id}
        />
        <Button label="Reject" size="small" severity="danger" outlined onClick={() => decisions.reject(row)} />
      </div>
    ) : null;
  return (
    <DataTable
      {...tableSetup('Payments', '60rem')}
      value={props.rows}
      loading={props.loading}
      {...pagedTable(props.page, PAGE_SIZE, props.total, props.onPage)}
      dataKey="id"
      emptyMessage={props.emptyMessage}
    >
      <Column frozen field="id" header="#" />
      <Column field="kind" header="Kind" />
      <Column field="username" header="Member" />
      <Column field="method" header="Method" />
      <Column header="Amount" body={(row: PaymentRow) => <span className={styles.money}>{consoleMoney(row.amount, row.currency)}</span>} />
      <Column field="status" header="Status" />
      <Column header="Created (UTC)" body={(row: PaymentRow) => <span className={styles.nowrap}>{utcMinute(row.createdAt)}</span>} />
      <Column
        header="Receipt"
        body={(row: PaymentRow) =>
          row.receiptUrl ? (
            <Button label="View" size="small" text onClick={() => onReceipt(row)} />
          ) : (
            <span className={styles.muted}>—</span>
          )
        }
      />
      <Column header="Decision" body={decide} />
    </DataTable>
  );
}
