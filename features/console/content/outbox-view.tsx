'use client';

import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTableValueArray } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { LoadFailed, utc } from './content-kit';
import { tableSetup } from '../components/table-setup';
import { outboxQueryOptions } from './api';

type Item = { id: number; channel: 'email' | 'sms'; recipient: string; subject: string; body: string; created: string };

/** The mail and SMS the platform sent (password resets), newest first; a row opens to its text. Owner only. */
export function OutboxView() {
  const api = useConsoleApi();
  const [recipient, setRecipient] = useState('');
  const [limit, setLimit] = useState(50);
  const [expanded, setExpanded] = useState<DataTableExpandedRows | DataTableValueArray | undefined>(undefined);
  const query = { limit, ...(recipient.trim() ? { recipient: recipient.trim() } : {}) };
  const outbox = useQuery(outboxQueryOptions(api, query));
  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title" className={styles.title}>
        Outbox
      </h1>
      <form className={styles.toolbar} aria-label="Filter the outbox" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          Recipient (exact address or number)
          <InputText value={recipient} onChange={(e) => setRecipient(e.target.value)} placeholder="member@example.com" />
        </label>
        <label className={styles.field}>
          Show
          <select value={limit} onChange={(e) => setLimit(Number(e.target.value))}>
            <option value={20}>newest 20</option>
            <option value={50}>newest 50</option>
            <option value={100}>newest 100</option>
          </select>
        </label>
      </form>
      {outbox.isError ? (
        <LoadFailed what="The outbox" error={outbox.error} retry={() => void outbox.refetch()} />
      ) : (
        <DataTable
          {...tableSetup('Outbox')}
          value={outbox.data ?? []}
          loading={outbox.isPending || outbox.isFetching}
          dataKey="id"
          paginator
          rows={20}
          expandedRows={expanded}
          onRowToggle={(e) => setExpanded(e.data)}
          rowExpansionTemplate={(row: Item) => <pre className={styles.json}>{row.body}</pre>}
          emptyMessage="Nothing was sent yet."
        >
          <Column frozen expander style={{ width: '3rem' }} />
          <Column header="Sent (UTC)" body={(r: Item) => utc(r.created)} />
          <Column field="channel" header="Channel" />
          <Column field="recipient" header="Recipient" />
          <Column field="subject" header="Subject" />
        </DataTable>
      )}
    </section>
  );
}
