'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { ContentPreview, useContentPreview } from './content-preview';
import { LoadFailed, Outcome } from './content-kit';
import { DraftActions, DraftState, useDrafts } from './drafts-kit';
import { PopupEditor, freshPopup, type PopupDraft } from './popup-editor';
import { PopupsTable, popupRows, type PopupRow } from './popups-table';
import { previewUrl, siteSegment } from './preview-paths';
import { contactsQueryOptions, popupsQueryOptions } from './api';

/** Announcement pop-ups on the home page, per currency: list, editor, live or hidden. */
export function PopupsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const popups = useQuery(popupsQueryOptions(api));
  const drafts = useDrafts('popup');
  const contacts = useQuery(contactsQueryOptions(api));
  const [editingKey, setEditingKey] = useState<string | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const preview = useContentPreview<{ currency: string }>(({ currency }) =>
    previewUrl(siteSegment(contacts.data ?? [], { currency }), '/'),
  );
  const currencies = [...new Set((contacts.data ?? []).map((c) => c.currency))].sort();
  const languages = [...new Set(['en', ...(contacts.data ?? []).flatMap((c) => c.languages)])];
  const rows = popupRows(popups.data ?? [], drafts.byKey);
  const row = rows.find((r) => r.key === editingKey) ?? null;
  const edit = (key: string | 'new') => (setNotice(null), setEditingKey(key));
  const changed = (text: string) => (setNotice(text), preview.reload());

  return (
    <section aria-labelledby="popups-title">
      <h1 id="popups-title" className={styles.title}>
        Pop-ups
      </h1>
      <p className={styles.muted}>
        Announcements docked on the home page. Edits are drafts: members see a pop-up (or its change) once it is published.
      </p>
      <div className={styles.toolbar}>
        {mayEdit ? <Button label="New pop-up" icon="pi pi-plus" size="small" onClick={() => edit('new')} /> : null}
      </div>
      <Outcome error={null} done={notice} />
      {popups.isError || drafts.query.isError ? (
        <LoadFailed
          what="The pop-ups"
          error={(popups.error ?? drafts.query.error)!}
          retry={() => void (popups.refetch(), drafts.query.refetch())}
        />
      ) : (
        <PopupsTable rows={rows} loading={popups.isPending || drafts.query.isPending} mayEdit={mayEdit} onEdit={edit} />
      )}
      <PopupDialog
        editing={editingOf(editingKey, row, currencies)}
        row={row}
        editorKey={drafts.editorKey(editingKey ?? '')}
        currencies={currencies.length ? currencies : ['MYR']}
        languages={languages}
        mayEdit={mayEdit}
        preview={preview}
        onClose={() => setEditingKey(null)}
        onSaved={(key) => (setEditingKey(key), changed('Pop-up saved as a draft.'))}
        onChanged={(text) => (setEditingKey(null), changed(text))}
      />
    </section>
  );
}

/** The chosen pop-up's editor, its publication state and actions, and its preview. */
function PopupDialog({
  editing,
  row,
  editorKey,
  currencies,
  languages,
  mayEdit,
  preview,
  onClose,
  onSaved,
  onChanged,
}: {
  editing: PopupDraft | null;
  row: PopupRow | null;
  editorKey: string;
  currencies: string[];
  languages: string[];
  mayEdit: boolean;
  preview: ReturnType<typeof useContentPreview<{ currency: string }>>;
  onClose: () => void;
  onSaved: (key: string) => void;
  onChanged: (text: string) => void;
}) {
  return (
    <Dialog
      header={editing?.id ? `Pop-up #${editing.id}` : 'New pop-up'}
      visible={editing !== null}
      onHide={onClose}
      style={{ width: 'min(56rem, 96vw)' }}
      modal
    >
      {editing ? (
        <>
          {row ? <DraftState hasDraft={row.hasDraft} isLive={row.isLive} /> : null}
          <PopupEditor key={editorKey} popup={editing} currencies={currencies} languages={languages} mayEdit={mayEdit} onSaved={onSaved} />
          {row ? (
            <DraftActions
              kind="popup"
              draftKey={row.key}
              hasDraft={row.hasDraft}
              mayEdit={mayEdit}
              onPreview={() => preview.open({ currency: row.currency })}
              onChanged={onChanged}
            />
          ) : null}
          <ContentPreview preview={preview} />
        </>
      ) : null}
    </Dialog>
  );
}

/** What the editor starts from: a new pop-up in the first currency, or the chosen row (a draft of a new one has no id yet). */
function editingOf(editingKey: string | null, row: PopupRow | null, currencies: string[]): PopupDraft | null {
  if (editingKey === 'new') return freshPopup(currencies[0] ?? 'MYR');
  return row ? { ...row, id: row.isLive ? row.id : undefined, texts: { title: row.title, body: row.content } } : null;
}
