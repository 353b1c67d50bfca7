'use client';

import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { OperatorDocument } from '@/lib/contracts/verification';
import { ConfirmButton } from '../components/confirm-button';
import { tableSetup } from '../components/table-setup';
import styles from '../console.module.css';
import table from './verification.module.css';
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

/**
 * A page of documents: the member (their status under the name), the document (its file under it),
 * when sent, and View beside the decisions of pending ones. Five columns that fit a small laptop
 * beside the menu; the eight of before made the table scroll at 1024 px with the decisions cut.
 */
export function DocumentsTable({ decisions, onView, ...props }: Props) {
  const view = (row: OperatorDocument) => (
    <Button label="View" size="small" outlined aria-label={`View ${documentTitle(row)}`} onClick={() => onView(row)} />
  );
  const decide = (row: OperatorDocument) => {
    if (row.status !== 'pending') {
      return (
        <div className={table.decide}>
          {view(row)}
          <span className={styles.muted}>
            {row.status === 'resubmit' ? 'another asked for' : row.status} by {row.decidedBy}
            {row.reason ? `: ${row.reason}` : ''}
          </span>
        </div>
      );
    }
    if (!decisions) return <div className={table.decide}>{view(row)}</div>;
    return (
      <div className={table.decide}>
        {view(row)}
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
      </div>
    );
  };
  return (
    <DataTable
      {...tableSetup('Documents', '44rem')}
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
      <Column
        header="Member"
        body={(row: OperatorDocument) => (
          <div className={table.stack}>
            <span>{row.username}</span>
            <span className={table.sub}>status: {row.memberStatus}</span>
          </div>
        )}
      />
      <Column
        header="Document"
        body={(row: OperatorDocument) => (
          <div className={table.stack}>
            <span className={styles.nowrap}>{KIND_NAMES[row.kind]}</span>
            <span className={table.sub}>
              {row.contentType.replace(/^\w+\//, '').toUpperCase()} · {formatBytes(row.sizeBytes)}
            </span>
          </div>
        )}
      />
      <Column header="Sent (UTC)" body={(row: OperatorDocument) => <span className={styles.nowrap}>{utcMinute(row.createdAt)}</span>} />
      <Column header="Decision" body={decide} />
    </DataTable>
  );
}
