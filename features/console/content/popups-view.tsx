'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { OperatorPopup } from '@/lib/contracts/content';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import { ImageUpload } from '../components/image-upload';
import styles from '../console.module.css';
import { SitePreview } from '../components/site-preview';
import { LoadFailed, Outcome } from './content-kit';
import content from './content.module.css';
import { DraftActions, DraftState, documentOf, useDrafts, useSaveDraft } from './drafts-kit';
import { LocalizedTexts, writtenLanguages, type Texts } from './localized-texts';
import { previewUrl, siteSegment } from './preview-paths';
import { tableSetup } from '../components/table-setup';
import { contactsQueryOptions, popupsQueryOptions } from './api';
import { Options } from '../components/options';

type Draft = Omit<OperatorPopup, 'id' | 'title' | 'content'> & { id?: number; key?: string; texts: Texts };
const fresh = (currency: string): Draft => ({ currency, texts: { title: {}, body: {} }, img: '', link: '', hidePeriod: 1, enabled: true });
/** A pop-up in the list: the draft over the published one (`key`: the draft's key, its id once published). */
type Row = OperatorPopup & { key: string; hasDraft: boolean; isLive: boolean };

function PopupEditor({
  popup,
  currencies,
  languages,
  mayEdit,
  onSaved,
}: {
  popup: Draft;
  currencies: string[];
  languages: string[];
  mayEdit: boolean;
  onSaved: (key: string) => void;
}) {
  const [draft, setDraft] = useState(popup);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useSaveDraft('popup', onSaved);
  const submit = () => {
    const { title, body } = writtenLanguages(draft.texts);
    const { texts: _texts, key, ...rest } = draft;
    save.mutate({ document: { ...rest, title, content: body }, key });
  };
  return (
    <form className={content.editor} aria-label="Pop-up" onSubmit={(e) => (e.preventDefault(), submit())}>
      <fieldset disabled={!mayEdit} className={content.grid} style={{ border: 0, padding: 0, margin: 0 }}>
        <label className={styles.field}>
          Currency
          <select value={draft.currency} onChange={(e) => set('currency', e.target.value)}>
            <Options values={currencies} />
          </select>
        </label>
        <label className={styles.field}>
          Link (a site path)
          <InputText value={draft.link} placeholder="/promotions" onChange={(e) => set('link', e.target.value)} />
        </label>
        <label className={styles.field}>
          Hide for (days after “don’t show”)
          <InputText
            type="number"
            min={0}
            max={365}
            value={String(draft.hidePeriod)}
            onChange={(e) => set('hidePeriod', Math.max(0, Math.min(365, Number(e.target.value) || 0)))}
          />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
          Live (members see it)
        </label>
        <LocalizedTexts languages={languages} value={draft.texts} onChange={(texts) => set('texts', texts)} disabled={!mayEdit} />
        <div className={content.wide}>
          <ImageUpload
            use="popup"
            label="Image (600×300, PNG, JPEG or WebP, up to 1.5 MB; optional)"
            alt="Pop-up image"
            value={draft.img}
            optional
            onChange={(img) => set('img', img)}
          />
        </div>
      </fieldset>
      {mayEdit ? <Button type="submit" label="Save draft" loading={save.isPending} /> : null}
      <Outcome error={save.error} done={null} />
    </form>
  );
}

/** Announcement pop-ups on the home page, per currency: list, editor, live or hidden. */
export function PopupsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const popups = useQuery(popupsQueryOptions(api));
  const drafts = useDrafts('popup');
  const contacts = useQuery(contactsQueryOptions(api));
  const [editingKey, setEditingKey] = useState<string | 'new' | null>(null);
  const [preview, setPreview] = useState<{ currency: string; token: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const currencies = [...new Set((contacts.data ?? []).map((c) => c.currency))].sort();
  const languages = [...new Set(['en', ...(contacts.data ?? []).flatMap((c) => c.languages)])];
  const rows = popupRows(popups.data ?? [], drafts.byKey);
  const row = rows.find((r) => r.key === editingKey) ?? null;
  const editing: Draft | null =
    editingKey === 'new'
      ? fresh(currencies[0] ?? 'MYR')
      : row
        ? { ...row, id: row.isLive ? row.id : undefined, texts: { title: row.title, body: row.content } }
        : null;
  const previewSrc = preview ? previewUrl(siteSegment(contacts.data ?? [], { currency: preview.currency }), '/') : null;
  const changed = (text: string) => (setNotice(text), setPreview((p) => (p ? { ...p, token: p.token + 1 } : p)));

  return (
    <section aria-labelledby="popups-title">
      <h1 id="popups-title" className={styles.title}>
        Pop-ups
      </h1>
      <p className={styles.muted}>
        Announcements docked on the home page. Edits are drafts: members see a pop-up (or its change) once it is published.
      </p>
      <div className={styles.toolbar}>
        {mayEdit ? (
          <Button label="New pop-up" icon="pi pi-plus" size="small" onClick={() => (setNotice(null), setEditingKey('new'))} />
        ) : null}
      </div>
      <Outcome error={null} done={notice} />
      {popups.isError || drafts.query.isError ? (
        <LoadFailed
          what="The pop-ups"
          error={(popups.error ?? drafts.query.error)!}
          retry={() => void (popups.refetch(), drafts.query.refetch())}
        />
      ) : (
        <DataTable
          value={rows}
          loading={popups.isPending || drafts.query.isPending}
          dataKey="key"
          paginator
          rows={15}
          sortField="currency"
          sortOrder={1}
          emptyMessage="No pop-ups yet."
          {...tableSetup('Pop-ups')}
        >
          <Column frozen field="id" header="#" sortable body={(p: Row) => (p.isLive ? p.id : 'new')} />
          <Column field="currency" header="Currency" sortable filter filterPlaceholder="MYR" showFilterMenu={false} />
          <Column header="Title" body={(p: OperatorPopup) => p.title.en ?? Object.values(p.title)[0]} />
          <Column header="Languages" body={(p: OperatorPopup) => Object.keys(p.title).join(' ')} />
          <Column field="link" header="Link" />
          <Column header="Hide (days)" body={(p: OperatorPopup) => p.hidePeriod} />
          <Column
            field="enabled"
            header="State"
            sortable
            body={(p: Row) => (
              <>
                <span className={content.badge} data-state={p.enabled ? 'published' : 'changed'}>
                  {p.enabled ? 'live' : 'hidden'}
                </span>{' '}
                {p.hasDraft ? (
                  <span className={content.badge} data-state="draft">
                    draft
                  </span>
                ) : null}
              </>
            )}
          />
          <Column
            header=""
            body={(p: Row) => (
              <Button label={mayEdit ? 'Edit' : 'View'} size="small" text onClick={() => (setNotice(null), setEditingKey(p.key))} />
            )}
          />
        </DataTable>
      )}
      <Dialog
        header={editing?.id ? `Pop-up #${editing.id}` : 'New pop-up'}
        visible={editing !== null}
        onHide={() => setEditingKey(null)}
        style={{ width: 'min(56rem, 96vw)' }}
        modal
      >
        {editing ? (
          <>
            {row ? <DraftState hasDraft={row.hasDraft} isLive={row.isLive} /> : null}
            <PopupEditor
              key={`${editingKey}:${drafts.byKey.get(editingKey ?? '')?.updatedAt ?? 'live'}`}
              popup={editing}
              currencies={currencies.length ? currencies : ['MYR']}
              languages={languages}
              mayEdit={mayEdit}
              onSaved={(key) => {
                setEditingKey(key);
                changed('Pop-up saved as a draft.');
              }}
            />
            {row ? (
              <DraftActions
                kind="popup"
                draftKey={row.key}
                hasDraft={row.hasDraft}
                mayEdit={mayEdit}
                onPreview={() => setPreview((p) => ({ currency: row.currency, token: (p?.token ?? 0) + 1 }))}
                onChanged={(text) => (setEditingKey(null), changed(text))}
              />
            ) : null}
            {preview && previewSrc ? <SitePreview src={previewSrc} reloadToken={preview.token} onClose={() => setPreview(null)} /> : null}
          </>
        ) : null}
      </Dialog>
    </section>
  );
}

/** Published pop-ups with their drafts laid over them, then the drafts of new ones. */
function popupRows(live: readonly OperatorPopup[], drafts: ReturnType<typeof useDrafts>['byKey']): Row[] {
  const asRow = (key: string, base: OperatorPopup | null): Row => {
    const doc = documentOf<'popup'>(drafts.get(key));
    const fields = doc
      ? {
          currency: doc.currency,
          title: doc.title,
          content: doc.content,
          img: doc.img ?? '',
          link: doc.link ?? '',
          hidePeriod: doc.hidePeriod ?? 1,
          enabled: doc.enabled ?? true,
        }
      : null;
    return { ...base!, ...fields, id: base?.id ?? 0, key, hasDraft: doc !== undefined, isLive: base !== null };
  };
  return [
    ...live.map((p) => asRow(String(p.id), p)),
    ...[...drafts.keys()].filter((key) => key.startsWith('new-')).map((key) => asRow(key, null)),
  ];
}
