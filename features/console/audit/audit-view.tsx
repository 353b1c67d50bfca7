'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTableValueArray } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { AuditEntry } from '@/lib/contracts/staff';
import { consoleCall, useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { LoadFailed } from '../components/load-failed';
import { tableSetup } from '../components/table-setup';

const PAGE_SIZE = 25;
type Outcome = '' | 'ok' | 'refused' | 'forbidden';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** Every operator action, newest first: filter by operator, action, outcome and day; each row opens to its input and before/after values. */
export function AuditView() {
  const api = useConsoleApi();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<DataTableExpandedRows | DataTableValueArray | undefined>(undefined);

  const filters = {
    page,
    pageSize: PAGE_SIZE,
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(outcome ? { outcome } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const log = useQuery({
    queryKey: ['console', 'audit', filters],
    queryFn: () => consoleCall(api, 'staff/audit-log', filters),
    placeholderData: keepPreviousData,
  });
  const reset = () => setPage(1);

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className={styles.title}>
        Audit log
      </h1>
      <form className={styles.toolbar} aria-label="Filter the audit log" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          Operator
          <InputText value={actor} onChange={(e) => (setActor(e.target.value.trim()), reset())} placeholder="username" />
        </label>
        <label className={styles.field}>
          Action
          <InputText
            value={action}
            onChange={(e) => (
              setAction(
                e.target.value
                  .trim()
                  .toLowerCase()
                  .replace(/[^a-z0-9/-]/g, ''),
              ),
              reset()
            )}
            placeholder="operator/deposit"
          />
        </label>
        <label className={styles.field}>
          Outcome
          <select value={outcome} onChange={(e) => (setOutcome(e.target.value as Outcome), reset())}>
            <option value="">any</option>
            <option value="ok">ok</option>
            <option value="refused">refused</option>
            <option value="forbidden">forbidden</option>
          </select>
        </label>
        <label className={styles.field}>
          From (UTC)
          <input type="date" value={from} onChange={(e) => (setFrom(e.target.value), reset())} />
        </label>
        <label className={styles.field}>
          To (UTC)
          <input type="date" value={to} onChange={(e) => (setTo(e.target.value), reset())} />
        </label>
      </form>
      {log.isError ? (
        <LoadFailed what="The audit log" error={log.error} retry={() => void log.refetch()} />
      ) : (
        <DataTable
          {...tableSetup('Audit log', '64rem')}
          value={log.data?.items ?? []}
          loading={log.isPending}
          lazy
          paginator
          rows={PAGE_SIZE}
          first={(page - 1) * PAGE_SIZE}
          totalRecords={log.data?.total ?? 0}
          onPage={(e) => setPage((e.page ?? 0) + 1)}
          dataKey="id"
          emptyMessage="No operator actions match."
          expandedRows={expanded}
          onRowToggle={(e) => setExpanded(e.data)}
          rowExpansionTemplate={(row: AuditEntry) => (
            <div className={styles.toolbar}>
              <div>
                <strong>Input</strong>
                <pre className={styles.json}>{json(row.input)}</pre>
              </div>
              <div>
                <strong>Before</strong>
                <pre className={styles.json}>{json(row.before)}</pre>
              </div>
              <div>
                <strong>After</strong>
                <pre className={styles.json}>{json(row.after)}</pre>
              </div>
            </div>
          )}
        >
          <Column frozen expander style={{ width: '3rem' }} />
          <Column header="When (UTC)" body={(row: AuditEntry) => row.at.replace('T', ' ').slice(0, 19)} />
          <Column field="actor" header="Operator" />
          <Column field="role" header="Role" />
          <Column field="action" header="Action" />
          <Column field="target" header="Target" />
          <Column field="outcome" header="Outcome" />
          <Column header="Message" body={(row: AuditEntry) => (row.msg === 'success' ? '' : row.msg)} />
          <Column field="ip" header="IP" />
        </DataTable>
      )}
    </section>
  );
}
