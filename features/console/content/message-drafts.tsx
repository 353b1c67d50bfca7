'use client';

import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import type { Draft, DraftDocumentInput } from '@/lib/contracts/content-drafts';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { LoadFailed, Outcome, utc } from './content-kit';
import content from './content.module.css';
import { documentOf } from './drafts-kit';
import { tableSetup } from '../components/table-setup';
import { everyConsoleKey } from '../query-keys';
import { discardMessageDraft, sendMessageDraft } from './api';

type MessageDocument = DraftDocumentInput<'message'>;

/**
 * How the message reads in the member's inbox, one language at a time. The body is the operator's
 * HTML before the platform sanitises it on send, so it is shown in a sandboxed frame: no script
 * runs, nothing reaches the console's page.
 */
function MessagePreview({ document }: { document: MessageDocument }) {
  const languages = Object.keys(document.languages);
  const [language, setLanguage] = useState(languages[0] ?? 'en');
  const text = document.languages[language];
  return (
    <div className={`${styles.card} ${content.editor}`} role="region" aria-label="Message preview">
      <div className={content.langs} role="group" aria-label="Preview language">
        {languages.map((l) => (
          <button key={l} type="button" className={content.lang} aria-pressed={l === language} onClick={() => setLanguage(l)}>
            {l}
          </button>
        ))}
      </div>
      <strong>{text?.title}</strong>
      <iframe
        title="Message body preview"
        sandbox=""
        className={content.messageFrame}
        srcDoc={`<!doctype html><meta charset="utf-8"><body style="font:14px/1.5 system-ui,sans-serif;margin:12px">${text?.body ?? ''}</body>`}
      />
    </div>
  );
}

/** Messages composed but not sent: preview, edit, send (its publish) or discard. */
export function MessageDrafts({
  drafts,
  error,
  retry,
  maySend,
  audienceText,
  onEdit,
  onSent,
}: {
  drafts: Draft[] | undefined;
  error: Error | null;
  retry: () => void;
  maySend: boolean;
  audienceText: (audience: unknown) => string;
  onEdit: (draft: Draft) => void;
  onSent: (text: string) => void;
}) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: everyConsoleKey });
  const send = useMutation({
    mutationFn: (key: string) => sendMessageDraft(api, key),
    onSuccess: (out) => (
      refresh(),
      onSent(`Message #${out.messageId} sent to ${out.recipients} member${out.recipients === 1 ? '' : 's'}.`)
    ),
  });
  const discard = useMutation({
    mutationFn: (key: string) => discardMessageDraft(api, key),
    onSuccess: () => (refresh(), onSent('Draft discarded.')),
  });
  if (error) return <LoadFailed what="The message drafts" error={error} retry={retry} />;
  const shown = drafts?.find((d) => d.key === previewing);
  return (
    <>
      <h2 className={content.heading}>Drafts — not sent</h2>
      <DataTable
        value={drafts ?? []}
        loading={drafts === undefined}
        dataKey="key"
        emptyMessage="No drafts."
        {...tableSetup('Message drafts')}
      >
        <Column frozen header="Saved (UTC)" body={(d: Draft) => utc(d.updatedAt)} />
        <Column header="Title" body={(d: Draft) => Object.values(documentOf<'message'>(d)!.languages)[0]?.title} />
        <Column header="To" body={(d: Draft) => audienceText(documentOf<'message'>(d)!.audience)} />
        <Column field="updatedBy" header="By" />
        <Column
          header=""
          body={(d: Draft) => (
            <DraftRowActions draft={d} maySend={maySend} send={send} onPreview={setPreviewing} onEdit={onEdit} onDiscard={discard.mutate} />
          )}
        />
      </DataTable>
      <Outcome error={send.error ?? discard.error} done={null} />
      {shown ? <MessagePreview key={shown.key + shown.updatedAt} document={documentOf<'message'>(shown)!} /> : null}
    </>
  );
}

/** A draft's buttons: Preview for everyone; Edit, Send and Discard draft for those who may send. */
function DraftRowActions({
  draft: d,
  maySend,
  send,
  onPreview,
  onEdit,
  onDiscard,
}: {
  draft: Draft;
  maySend: boolean;
  send: UseMutationResult<unknown, Error, string>;
  onPreview: (key: string) => void;
  onEdit: (draft: Draft) => void;
  onDiscard: (key: string) => void;
}) {
  return (
    <div className={styles.actions}>
      <Button type="button" label="Preview" icon="pi pi-eye" size="small" text onClick={() => onPreview(d.key)} />
      {maySend ? (
        <>
          <Button type="button" label="Edit" size="small" text onClick={() => onEdit(d)} />
          <Button
            type="button"
            label="Send"
            icon="pi pi-send"
            size="small"
            loading={send.isPending && send.variables === d.key}
            onClick={() => send.mutate(d.key)}
          />
          <Button type="button" label="Discard draft" size="small" severity="secondary" outlined onClick={() => onDiscard(d.key)} />
        </>
      ) : null}
    </div>
  );
}
