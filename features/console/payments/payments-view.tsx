'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MONEY_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import { LoadFailed } from '../components/load-failed';
import { ConsolePage, Outcome } from '../components/page-frame';
import { decidePayment, paymentsKey, paymentsQueryOptions, type PaymentRow } from './api';
import { OperatorBanks } from './operator-banks';
import { PaymentFiltersForm, type PaymentFilterValues } from './payment-filters';
import { PAGE_SIZE, PaymentsTable } from './payments-table';
import { ReceiptViewer } from './receipt-viewer';
import { RejectDialog } from './reject-dialog';

/** Deposits and withdrawals: filter, page, look at receipts, approve or reject after a confirmation (finance and owners). */
export function PaymentsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<PaymentFilterValues>({ status: 'pending', kind: '', username: '' });
  const [page, setPage] = useState(1);
  const [receipt, setReceipt] = useState<PaymentRow | null>(null);
  const [rejecting, setRejecting] = useState<PaymentRow | null>(null);
  const [notice, setNotice] = useState('');
  const mayDecide = (MONEY_ROLES as readonly StaffRole[]).includes(role);

  const { status, kind, username } = filters;
  const list = useQuery(
    paymentsQueryOptions(api, {
      status,
      page,
      pageSize: PAGE_SIZE,
      order: 'oldest',
      ...(kind ? { kind } : {}),
      ...(username ? { username } : {}),
    }),
  );
  const decide = useMutation({
    mutationFn: (decision: { row: PaymentRow; approve: boolean; reason?: string }) => decidePayment(api, decision),
    onSuccess: (decided) => {
      setNotice(`${decided.kind === 'deposit' ? 'Deposit' : 'Withdrawal'} #${decided.id} ${decided.status}.`);
      setRejecting(null);
      void queryClient.invalidateQueries({ queryKey: paymentsKey });
    },
  });

  return (
    <ConsolePage id="payments" title="Payments">
      <PaymentFiltersForm value={filters} onChange={(next) => (setFilters(next), setPage(1))} />
      <Outcome error={decide.error} done={notice} />
      {list.isError ? (
        <LoadFailed what="The payments" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <PaymentsTable
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          page={page}
          loading={list.isPending}
          emptyMessage={`No ${status} ${kind || 'payment'}s.`}
          onPage={setPage}
          onReceipt={setReceipt}
          decisions={
            mayDecide
              ? {
                  approving: decide.isPending && decide.variables.approve ? decide.variables.row.id : null,
                  approve: (row) => decide.mutate({ row, approve: true }),
                  reject: setRejecting,
                }
              : null
          }
        />
      )}
      {receipt?.receiptUrl ? <ReceiptViewer url={receipt.receiptUrl} requestId={receipt.id} onClose={() => setReceipt(null)} /> : null}
      {rejecting ? (
        <RejectDialog
          row={rejecting}
          busy={decide.isPending}
          onReject={(reason) => decide.mutate({ row: rejecting, approve: false, reason })}
          onCancel={() => setRejecting(null)}
        />
      ) : null}
      {mayDecide ? <OperatorBanks /> : null}
    </ConsolePage>
  );
}
