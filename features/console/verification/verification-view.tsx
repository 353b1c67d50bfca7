'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { DocumentDecision, DocumentStatus, OperatorDocument } from '@/lib/contracts/verification';
import { MONEY_ROLES, SUPPORT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { LoadFailed } from '../components/load-failed';
import { ConsolePage, Outcome } from '../components/page-frame';

import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { decideDocument, documentsKey, documentsQueryOptions } from './api';
import { DecisionDialog } from './decision-dialog';
import { DocumentViewer } from './document-viewer';
import { DocumentsTable, PAGE_SIZE } from './documents-table';
import { documentTitle, verificationReason } from './texts';
import { ThresholdsPanel } from './thresholds-panel';

const STATUSES: readonly { value: DocumentStatus; label: string }[] = [
  { value: 'pending', label: 'pending' },
  { value: 'approved', label: 'approved' },
  { value: 'rejected', label: 'rejected' },
  { value: 'resubmit', label: 'another asked for' },
];
type Filters = { status: DocumentStatus; username: string };
type Decision = { document: OperatorDocument; decision: DocumentDecision; reason: string };

/**
 * Members' verification documents: the queue (pending, oldest first), each document viewed through
 * the console's own route, and the three decisions, each confirmed first (approve in a question,
 * reject and ask-for-another in a dialog with the reason the member reads). Every look and decision
 * is in the audit log. Below, the withdrawal thresholds per currency.
 */
export function VerificationView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const [filters, setFilters] = useState<Filters>({ status: 'pending', username: '' });
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<OperatorDocument | null>(null);
  const [asking, setAsking] = useState<{ document: OperatorDocument; decision: 'reject' | 'resubmit' } | null>(null);
  const [notice, setNotice] = useState('');
  const mayDecide = (SUPPORT_ROLES as readonly StaffRole[]).includes(role);
  const { status, username } = filters;
  const list = useQuery(documentsQueryOptions(api, { status, page, pageSize: PAGE_SIZE, ...(username ? { username } : {}) }));
  const decide = useDecision(setNotice, () => setAsking(null));
  const ask = (document: OperatorDocument, decision: 'reject' | 'resubmit') => (decide.reset(), setAsking({ document, decision }));

  return (
    <ConsolePage id="verification" title="Verification">
      <DocumentFilters filters={filters} onChange={(next) => (setFilters(next), setPage(1))} />
      <Outcome error={null} done={notice} />
      {decide.isError && !asking ? (
        <p className={styles.error} role="alert">
          {verificationReason(decide.error.message)}
        </p>
      ) : null}
      {list.isError ? (
        <LoadFailed what="The documents" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <DocumentsTable
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          page={page}
          loading={list.isPending}
          emptyMessage={status === 'pending' ? 'No documents wait for review.' : 'No documents with this status.'}
          onPage={setPage}
          onView={setViewing}
          decisions={
            mayDecide
              ? {
                  approving: decide.isPending && decide.variables.decision === 'approve' ? decide.variables.document.id : null,
                  approve: (document) => decide.mutate({ document, decision: 'approve', reason: '' }),
                  reject: (document) => ask(document, 'reject'),
                  resubmit: (document) => ask(document, 'resubmit'),
                }
              : null
          }
        />
      )}
      {viewing ? <DocumentViewer document={viewing} onClose={() => setViewing(null)} /> : null}
      {asking ? (
        <DecisionDialog
          document={asking.document}
          decision={asking.decision}
          busy={decide.isPending}
          error={decide.error}
          onConfirm={(reason) => decide.mutate({ ...asking, reason })}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      <ThresholdsPanel mayChange={(MONEY_ROLES as readonly StaffRole[]).includes(role)} />
    </ConsolePage>
  );
}

/** A decision on a document; it says what it did, and the queue is read again whatever the answer. */
function useDecision(setNotice: (text: string) => void, onDecided: () => void) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Decision) => decideDocument(api, input),
    onMutate: () => setNotice(''),
    onSuccess: (decided) => {
      setNotice(
        `${documentTitle(decided)}: ${decided.status === 'resubmit' ? 'another asked for' : decided.status}. The member is ${decided.memberStatus}.`,
      );
      onDecided();
    },
    // Decided, or refused because another operator was first: the queue is read again either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

/** Status and member; a change goes to the platform at once. */
function DocumentFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  return (
    <form className={styles.toolbar} aria-label="Filter documents" onSubmit={(e) => e.preventDefault()}>
      <label className={styles.field}>
        Status
        <select value={filters.status} onChange={(e) => onChange({ ...filters, status: e.target.value as DocumentStatus })}>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Member
        <InputText
          value={filters.username}
          onChange={(e) => onChange({ ...filters, username: e.target.value.replace(/[^A-Za-z0-9]/g, '').slice(0, 30) })}
          placeholder="username"
        />
      </label>
    </form>
  );
}
