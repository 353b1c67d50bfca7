'use client';

import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTableValueArray } from 'primereact/datatable';
import { useState } from 'react';
import type { AuditEntry } from '@/lib/contracts/staff';
import { pagedTable, tableSetup } from '../components/table-setup';
import styles from '../console.module.css';

export const PAGE_SIZE = 25;

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** An entry's input and its before and after values, side by side. */
function Details(row: AuditEntry) {
  return (
    <div className={styles.toolbar}>
      {(
        [
          ['Input', row.input],
          ['Before', row.before],
          ['After', row.after],
        ] as const
      ).map(([label, value]) => (
        <div key={label}>
          <strong>{label}</strong>
          <pre className={styles.json}>{json(value)}</pre>
        </div>
      ))}
    </div>
  );
}

/** A page of the log; each row opens to its details. The time keeps to one line. */
export function AuditTable(props: { rows: AuditEntry[]; total: number; page: number; loading: boolean; onPage: (page: number) => void }) {
  const [expanded, setExpanded] = useState<DataTableExpandedRows | DataTableValueArray | undefined>(undefined);
  return (
    <DataTable
      {...tableSetup('Audit log', '64rem')}
      value={props.rows}
      loading={props.loading}
      {...pagedTable(props.page, PAGE_SIZE, props.total, props.onPage)}
      dataKey="id"
      emptyMessage="No operator actions match."
      expandedRows={expanded}
      onRowToggle={(e) => setExpanded(e.data)}
      rowExpansionTemplate={Details}
    >
      <Column frozen expander style={{ width: '3rem' }} />
      <Column
        header="When (UTC)"
        body={(row: AuditEntry) => <span className={styles.nowrap}>{row.at.replace('T', ' ').slice(0, 19)}</span>}
      />
      <Column field="actor" header="Operator" />
      <Column field="role" header="Role" />
      <Column field="action" header="Action" />
      <Column field="target" header="Target" />
      <Column field="outcome" header="Outcome" />
      <Column header="Message" body={(row: AuditEntry) => (row.msg === 'success' ? '' : row.msg)} />
      <Column field="ip" header="IP" />
    </DataTable>
  );
}
