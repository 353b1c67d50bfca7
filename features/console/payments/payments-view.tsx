'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { MONEY_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../console-api';
import { reasonText } from '../reasons';
import { OperatorBanks } from './operator-banks';
import { ReceiptViewer } from './receipt-viewer';
import styles from '../console.module.css';
import { LoadFailed } from '../components/load-failed';
import { tableSetup } from '../components/table-setup';

type Row = EndpointOutput<'operator/pending'>['items'][number];
type Status = 'pending' | 'approved' | 'rejected' | 'cancelled';
type Kind = '' | 'deposit' | 'withdrawal';
type Decision = { row: Row; approve: boolean };

const PAGE_SIZE = 20;

/** Deposits and withdrawals: filter, page, look at receipts, approve or reject (finance and owners). */
export function PaymentsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('pending');
  const [kind, setKind] = useState<Kind>('');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const [receipt, setReceipt] = useState<Row | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState('');
  const mayDecide = (MONEY_ROLES as readonly StaffRole[]).includes(role);

  const filters = {
    status,
    page,
    pageSize: PAGE_SIZE,
    order: 'oldest' as const,
    ...(kind ? { kind } : {}),
    ...(username ? { username } : {}),
  };
  const list = useQuery({
    queryKey: ['console', 'pending', filters],
    queryFn: () => consoleCall(api, 'operator/pending', filters),
    placeholderData: keepPreviousData,
  });

  const decide = useMutation({
    mutationFn: ({ row, approve }: Decision) => {
      const endpoint = `operator/${row.kind}-${approve ? 'approve' : 'reject'}` as const;
      return consoleCall(api, endpoint, { id: row.id, reason: approve ? '' : reason });
    },
    onSuccess: (decided) => {
      setNotice(`${decided.kind === 'deposit' ? 'Deposit' : 'Withdrawal'} #${decided.id} ${decided.status}.`);
      setDeciding(null);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['console', 'pending'] });
    },
  });

  const actions = (row: Row) =>
    row.status === 'pending' && mayDecide ? (
      <div className={styles.actions}>
        <Button
          label="Approve"
          size="small"
          severity="success"
          onClick={() => decide.mutate({ row, approve: true })}
          loading={decide.isPending && decide.variables?.row.id === row.id}
        />
        <Button label="Reject" size="small" severity="danger" outlined onClick={() => setDeciding({ row, approve: false })} />
      </div>
    ) : null;

  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title" className={styles.title}>
        Payments
      </h1>
      <form className={styles.toolbar} aria-label="Filter payments" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          Status
          <select value={status} onChange={(e) => (setStatus(e.target.value as Status), setPage(1))}>
            {['pending', 'approved', 'rejected', 'cancelled'].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Kind
          <select value={kind} onChange={(e) => (setKind(e.target.value as Kind), setPage(1))}>
            <option value="">all</option>
            <option value="deposit">deposits</option>
            <option value="withdrawal">withdrawals</option>
          </select>
        </label>
        <label className={styles.field}>
          Member
          <InputText
            value={username}
            onChange={(e) => (setUsername(e.target.value.replace(/[^A-Za-z0-9]/g, '')), setPage(1))}
            placeholder="username"
          />
        </label>
      </form>
      {notice ? (
        <p className={styles.ok} role="status">
          {notice}
        </p>
      ) : null}
      {decide.isError ? (
        <p className={styles.error} role="alert">
          {reasonText(decide.error.message)}
        </p>
      ) : null}
      {list.isError ? (
        <LoadFailed what="The payments" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <DataTable
          {...tableSetup('Payments', '56rem')}
          value={list.data?.items ?? []}
          loading={list.isPending}
          lazy
          paginator
          rows={PAGE_SIZE}
          first={(page - 1) * PAGE_SIZE}
          totalRecords={list.data?.total ?? 0}
          onPage={(e) => setPage((e.page ?? 0) + 1)}
          dataKey="id"
          emptyMessage={`No ${status} ${kind || 'payment'}s.`}
        >
          <Column frozen field="id" header="#" />
          <Column field="kind" header="Kind" />
          <Column field="username" header="Member" />
          <Column field="method" header="Method" />
          <Column field="amount" header="Amount" />
          <Column field="status" header="Status" />
          <Column header="Created (UTC)" body={(row: Row) => row.createdAt.replace('T', ' ').slice(0, 16)} />
          <Column
            header="Receipt"
            body={(row: Row) =>
              row.receiptUrl ? (
                <Button label="View" size="small" text onClick={() => setReceipt(row)} />
              ) : (
                <span className={styles.muted}>—</span>
              )
            }
          />
          <Column header="Decision" body={actions} />
        </DataTable>
      )}
      {receipt?.receiptUrl ? <ReceiptViewer url={receipt.receiptUrl} requestId={receipt.id} onClose={() => setReceipt(null)} /> : null}
      {deciding ? (
        <Dialog
          header={`Reject ${deciding.row.kind} #${deciding.row.id}?`}
          visible
          onHide={() => setDeciding(null)}
          style={{ width: 'min(28rem, 95vw)' }}
        >
          <form
            aria-label="Reject"
            onSubmit={(e) => {
              e.preventDefault();
              decide.mutate(deciding);
            }}
          >
            <label className={styles.field}>
              Reason (the member sees it)
              <InputText value={reason} onChange={(e) => setReason(e.target.value.slice(0, 200))} required autoFocus />
            </label>
            <div className={styles.actions} style={{ marginTop: '1rem' }}>
              <Button type="submit" label="Reject" severity="danger" loading={decide.isPending} />
              <Button type="button" label="Cancel" text onClick={() => setDeciding(null)} />
            </div>
          </form>
        </Dialog>
      ) : null}
      {mayDecide ? <OperatorBanks /> : null}
    </section>
  );
}
