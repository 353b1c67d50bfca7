'use client';

import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { OperatorDocument } from '@/lib/contracts/verification';
import { ConfirmButton } from '../components/confirm-button';
import { tableSetup } from '../components/table-setup';
import styles from '../console.module.css';
import { utcMinute } from '../time';
import { KIND_NAMES, documentTitle, formatBytes } from './texts';

export const PAGE_SIZE = 20;

type Props = {
  rows: OperatorDocument[];
  total: number;
  page: number;
  loading: boolean;
  emptyMessage: string;
  onPage: (page: number) => void;
  onView: (row: OperatorDocument) => void;
  /** The decisions, for the roles that review; null for the others. */
  decisions: {
    approving: number | null;
    approve: (row: OperatorDocument) => void;
    reject: (row: OperatorDocument) => void;
    resubmit: (row: OperatorDocument) => void;
  } | null;
};

/** A page of documents: member, kind, file, when sent, the member's status, View, and the decisions of pending ones. */
export function DocumentsTable({ decisions, onView, ...props }: Props) {
  const decide = (row: OperatorDocument) => {
    if (row.status !== 'pending') {
      return (
        <span className={styles.muted}>
          {row.status === 'resubmit' ? 'another asked for' : row.status} by {row.decidedBy}
          {row.reason ? `: ${row.reason}` : ''}
        </span>
      );
    }
    if (!decisions) return null;
    return (
      <div className={styles.actions} role="group" aria-label={`Decide ${documentTitle(row)}`}>
        <ConfirmButton
          label="Approve"
          size="small"
          severity="success"
          header={`Approve ${KIND_NAMES[row.kind].toLowerCase()} #${row.id}?`}
          question={`Approve ${documentTitle(row)}? It counts towards the member’s verification and cannot be undone; they get an inbox message.`}
          onConfirm={() => decisions.approve(row)}
          loading={decisions.approving === row.id}
        />
        <Button label="Reject" size="small" severity="danger" outlined onClick={() => decisions.reject(row)} />
        <Button label="Ask for another" size="small" outlined onClick={() => decisions.resubmit(row)} />
      </div>
    );
  };
  return (
    <DataTable
      {...tableSetup('Documents', '64rem')}
      value={props.rows}
      loading={props.loading}
      lazy
      paginator
      rows={PAGE_SIZE}
      first={(props.page - 1) * PAGE_SIZE}
      totalRecords={props.total}
      onPage={(e) => props.onPage((e.page ?? 0) + 1)}
      dataKey="id"
      emptyMessage={props.emptyMessage}
    >
      <Column frozen field="id" header="#" />
      <Column field="username" header="Member" />
      <Column header="Document" body={(row: OperatorDocument) => KIND_NAMES[row.kind]} />
      <Column
        header="File"
        body={(row: OperatorDocument) => `${row.contentType.replace(/^\w+\//, '').toUpperCase()} · ${formatBytes(row.sizeBytes)}`}
      />
      <Column header="Sent (UTC)" body={(row: OperatorDocument) => <span className={styles.nowrap}>{utcMinute(row.createdAt)}</span>} />
      <Column field="memberStatus" header="Member status" />
      <Column
        header="View"
        body={(row: OperatorDocument) => (
          <Button label="View" size="small" text aria-label={`View ${documentTitle(row)}`} onClick={() => onView(row)} />
        )}
      />
      <Column header="Decision" body={decide} />
    </DataTable>
  );
}
