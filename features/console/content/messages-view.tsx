'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { SentMessage } from '@/lib/contracts/content';
import type { Draft } from '@/lib/contracts/content-drafts';
import { MESSAGE_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { LoadFailed, Outcome, utc } from './content-kit';
import content from './content.module.css';
import { documentOf, useDrafts } from './drafts-kit';
import { MessageDrafts } from './message-drafts';
import { LocalizedTexts, writtenLanguages, type Texts } from './localized-texts';
import { pagedTable, tableSetup } from '../components/table-setup';
import { contactsQueryOptions, draftsKey, messagesKey, messagesQueryOptions, saveMessageDraft } from './api';

const PAGE_SIZE = 15;
type Kind = 'member' | 'segment' | 'all';
type Category = 'inbox' | 'promotions_events';

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

/** The composer's fields from a saved draft (to edit it), or empty. */
function composerOf(draft: Draft | null) {
  const doc = documentOf<'message'>(draft ?? undefined);
  const audience = (doc?.audience ?? { kind: 'member' }) as {
    kind: Kind;
    username?: string;
    currency?: string;
    country?: string;
    vipTier?: string;
  };
  const langs = Object.entries(doc?.languages ?? {});
  return {
    kind: audience.kind,
    username: audience.username ?? '',
    segment: { currency: audience.currency ?? '', country: audience.country ?? '', vipTier: audience.vipTier ?? '' },
    category: (doc?.category ?? 'inbox') as Category,
    texts: { title: Object.fromEntries(langs.map(([l, t]) => [l, t.title])), body: Object.fromEntries(langs.map(([l, t]) => [l, t.body])) },
  };
}

/** Composes a message as a draft (edited again while it is one); sending happens from the drafts below. */
function ComposeMessage({ languages, draft, onSaved }: { languages: string[]; draft: Draft | null; onSaved: (text: string) => void }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [initial] = useState(() => composerOf(draft));
  const [kind, setKind] = useState<Kind>(initial.kind);
  const [username, setUsername] = useState(initial.username);
  const [segment, setSegment] = useState(initial.segment);
  const [category, setCategory] = useState<Category>(initial.category);
  const [texts, setTexts] = useState<Texts>(initial.texts);
  const send = useMutation({
    mutationFn: () => {
      const written = writtenLanguages(texts);
      const audience =
        kind === 'member'
          ? { kind, username: username.trim() }
          : kind === 'all'
            ? { kind }
            : {
                kind,
                ...Object.fromEntries(
                  Object.entries(segment)
                    .filter(([, v]) => v.trim() !== '')
                    .map(([k, v]) => [k, v.trim()]),
                ),
              };
      const languagesPayload = Object.fromEntries(
        Object.keys(written.title).map((l) => [l, { title: written.title[l]!, body: written.body[l] ?? '' }]),
      );
      if (Object.keys(languagesPayload).length === 0) throw new Error('Write a title in one language at least.');
      const document = { audience: audience as never, category, languages: languagesPayload };
      return saveMessageDraft(api, { document, ...(draft ? { key: draft.key } : {}) });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: draftsKey('message') });
      onSaved('Message saved as a draft: preview it, then send it from the drafts below.');
    },
  });
  const submit = (e: FormEvent) => (e.preventDefault(), send.mutate());
  return (
    <form className={`${styles.card} ${content.editor}`} aria-label={draft ? 'Message draft' : 'New message'} onSubmit={submit}>
      <div className={content.grid}>
        <label className={styles.field}>
          Send to
          <select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <option value="member">one member</option>
            <option value="segment">a segment</option>
            <option value="all">everyone</option>
          </select>
        </label>
        {kind === 'member' ? (
          <label className={styles.field}>
            Username
            <InputText value={username} onChange={(e) => setUsername(e.target.value)} required maxLength={32} />
          </label>
        ) : null}
        {kind === 'segment' ? (
          <>
            <label className={styles.field}>
              Currency
              <InputText
                value={segment.currency}
                placeholder="MYR"
                maxLength={3}
                onChange={(e) => setSegment({ ...segment, currency: e.target.value.toUpperCase() })}
              />
            </label>
            <label className={styles.field}>
              Country
              <InputText
                value={segment.country}
                placeholder="MY"
                maxLength={2}
                onChange={(e) => setSegment({ ...segment, country: e.target.value.toUpperCase() })}
              />
            </label>
            <label className={styles.field}>
              VIP tier (level or name)
              <InputText
                value={segment.vipTier}
                placeholder="Gold"
                maxLength={40}
                onChange={(e) => setSegment({ ...segment, vipTier: e.target.value })}
              />
            </label>
          </>
        ) : null}
        <label className={styles.field}>
          Tab
          <select value={category} onChange={(e) => setCategory(e.target.value as Category)}>
            <option value="inbox">Inbox</option>
            <option value="promotions_events">Promotions & events</option>
          </select>
        </label>
      </div>
      <LocalizedTexts languages={languages} value={texts} onChange={setTexts} bodyLabel="Message (HTML)" />
      <div className={styles.actions}>
        <Button type="submit" label="Save draft" loading={send.isPending} />
      </div>
      <Outcome error={send.error} done={null} />
    </form>
  );
}

/** Inbox messages: compose to a member, a segment or everyone; the sent ones with their recipients and reads. */
export function MessagesView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const maySend = (MESSAGE_ROLES as readonly StaffRole[]).includes(role);
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<1 | -1>(-1);
  const [category, setCategory] = useState<'' | Category>('');
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ draft: Draft | null; n: number }>({ draft: null, n: 0 });
  const drafts = useDrafts('message');
  const contacts = useQuery(contactsQueryOptions(api));
  const languages = [...new Set(['en', ...(contacts.data ?? []).flatMap((c) => c.languages)])];
  const query = { page, pageSize: PAGE_SIZE, sortOrder: order, ...(category ? { category } : {}) };
  const sent = useQuery(messagesQueryOptions(api, query));
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
      <h2 className={content.heading}>Sent</h2>
      <form className={styles.toolbar} aria-label="Filter sent messages" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          Tab
          <select value={category} onChange={(e) => (setCategory(e.target.value as '' | Category), setPage(1))}>
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
          {...pagedTable(page, PAGE_SIZE, sent.data?.total ?? 0, setPage)}
          sortField="createdAt"
          sortOrder={order}
          onSort={(e) => (setOrder(e.sortOrder === 1 ? 1 : -1), setPage(1))}
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
    </section>
  );
}
