'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import type { SentMessage } from '@/lib/contracts/content';
import type { Draft } from '@/lib/contracts/content-drafts';
import { MESSAGE_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { LoadFailed, Outcome, utc } from './content-kit';
import content from './content.module.css';
import { useDrafts } from './drafts-kit';
import { ComposeMessage, type MessageCategory } from './message-composer';
import { MessageDrafts } from './message-drafts';
import { pagedTable, tableSetup } from '../components/table-setup';
import { contactsQueryOptions, messagesKey, messagesQueryOptions } from './api';

const PAGE_SIZE = 15;

function audienceText(audience: unknown): string {
  const a = audience as {
    kind?: string;
    username?: string | null;
    memberId?: number;
    currency?: string;
    country?: string;
    vipTier?: string;
  } | null;
  if (!a?.kind) return '—';
  if (a.kind === 'member') return `member ${a.username ?? `#${a.memberId ?? '?'}`}`;
  if (a.kind === 'all') return 'everyone';
  if (a.kind === 'segment')
    return ['currency', 'country', 'vipTier'].flatMap((k) => (a[k as 'currency'] ? [`${k} ${a[k as 'currency']}`] : [])).join(', ');
  return a.kind;
}

/** Inbox messages: compose to a member, a segment or everyone; the sent ones with their recipients and reads. */
export function MessagesView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const maySend = (MESSAGE_ROLES as readonly StaffRole[]).includes(role);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ draft: Draft | null; n: number }>({ draft: null, n: 0 });
  const drafts = useDrafts('message');
  const contacts = useQuery(contactsQueryOptions(api));
  const languages = [...new Set(['en', ...(contacts.data ?? []).flatMap((c) => c.languages)])];
  return (
    <section aria-labelledby="messages-title">
      <h1 id="messages-title" className={styles.title}>
        Messages
      </h1>
      {maySend ? (
        <ComposeMessage
          key={editing.n}
          languages={languages}
          draft={editing.draft}
          onSaved={(text) => (setNotice(text), setEditing((e) => ({ draft: null, n: e.n + 1 })))}
        />
      ) : null}
      <Outcome error={null} done={notice} />
      <MessageDrafts
        drafts={drafts.query.data}
        error={drafts.query.error}
        retry={() => void drafts.query.refetch()}
        maySend={maySend}
        audienceText={audienceText}
        onEdit={(draft) => (setNotice(null), setEditing((e) => ({ draft, n: e.n + 1 })))}
        onSent={(text) => {
          setNotice(text);
          setPage(1);
          void queryClient.invalidateQueries({ queryKey: messagesKey });
        }}
      />
      <SentMessages page={page} onPage={setPage} />
    </section>
  );
}

/** The sent messages, newest first unless sorted the other way, filtered by tab; a page at a time. */
function SentMessages({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const api = useConsoleApi();
  const [order, setOrder] = useState<1 | -1>(-1);
  const [category, setCategory] = useState<'' | MessageCategory>('');
  const query = { page, pageSize: PAGE_SIZE, sortOrder: order, ...(category ? { category } : {}) };
  const sent = useQuery(messagesQueryOptions(api, query));
  return (
    <>
      <h2 className={content.heading}>Sent</h2>
      <form className={styles.toolbar} aria-label="Filter sent messages" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          Tab
          <select value={category} onChange={(e) => (setCategory(e.target.value as '' | MessageCategory), onPage(1))}>
            <option value="">any</option>
            <option value="inbox">Inbox</option>
            <option value="promotions_events">Promotions & events</option>
          </select>
        </label>
      </form>
      {sent.isError ? (
        <LoadFailed what="The sent messages" error={sent.error} retry={() => void sent.refetch()} />
      ) : (
        <DataTable
          value={sent.data?.items ?? []}
          loading={sent.isPending || sent.isFetching}
          {...pagedTable(page, PAGE_SIZE, sent.data?.total ?? 0, onPage)}
          sortField="createdAt"
          sortOrder={order}
          onSort={(e) => (setOrder(e.sortOrder === 1 ? 1 : -1), onPage(1))}
          dataKey="id"
          emptyMessage="No messages sent yet."
          {...tableSetup('Sent messages')}
        >
          <Column frozen field="id" header="#" />
          <Column field="createdAt" header="Sent (UTC)" sortable body={(m: SentMessage) => utc(m.createdAt)} />
          <Column header="Title" body={(m: SentMessage) => m.title.en ?? Object.values(m.title)[0]} />
          <Column header="Tab" body={(m: SentMessage) => (m.category === 'inbox' ? 'Inbox' : 'Promotions & events')} />
          <Column header="To" body={(m: SentMessage) => audienceText(m.audience)} />
          <Column field="recipients" header="Recipients" />
          <Column field="read" header="Read" />
        </DataTable>
      )}
    </>
  );
}
