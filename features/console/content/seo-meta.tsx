'use client';

import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { OperatorSeo } from '@/lib/contracts/content';
import styles from '../console.module.css';
import content from './content.module.css';
import { useDrafts, useSaveDraft } from './drafts-kit';
import { DraftForm, EntriesTable, SectionHead, Select, pageOf, withDrafts, type Drafted, type Editing, type Meta } from './seo-kit';

const keyOf = (m: Meta) => `${m.routeKey}:${m.language}`;

/** Page meta: every page's title and description per language, a table and the chosen entry's editor. */
export function MetaSection({
  seo,
  drafts,
  loading,
  mayEdit,
  editing,
}: {
  seo: OperatorSeo | undefined;
  drafts: ReturnType<typeof useDrafts>;
  loading: boolean;
  mayEdit: boolean;
  editing: Editing;
}) {
  const [meta, setMeta] = useState<Meta | null>(null);
  const rows = withDrafts(seo?.meta ?? [], keyOf, drafts.byKey);
  const row = meta ? (rows.find((r) => r.key === keyOf(meta)) ?? null) : null;
  const startNew = () => setMeta({ language: 'en', routeKey: '', display: '', title: '', description: '' });
  return (
    <>
      <SectionHead title="Page meta" newLabel="New meta" onNew={mayEdit && seo ? startNew : null} />
      <EntriesTable label="Page meta" rows={rows} loading={loading} selection={meta} onSelect={setMeta} empty="No page meta yet." filterRow>
        <Column frozen field="routeKey" header="Page" sortable filter filterPlaceholder="page" showFilterMenu={false} />
        <Column field="language" header="Language" sortable filter filterPlaceholder="en" showFilterMenu={false} />
        <Column field="title" header="Title" />
        <Column field="description" header="Description" style={{ maxWidth: '24rem' }} />
      </EntriesTable>
      {meta && seo ? (
        <MetaEditor key={drafts.editorKey(keyOf(meta))} seo={seo} entry={row ?? meta} row={row} mayEdit={mayEdit} {...editing} />
      ) : null}
    </>
  );
}

function MetaEditor({
  seo,
  entry,
  row,
  mayEdit,
  onChanged,
  onPreview,
}: { seo: OperatorSeo; entry: Meta; row: Drafted | null; mayEdit: boolean } & Editing) {
  const [meta, setMeta] = useState(entry);
  const set = (key: keyof Meta, value: string) => setMeta((m) => ({ ...m, [key]: value }));
  const save = useSaveDraft('seo-meta', () => onChanged(`Meta of “${meta.routeKey}” (${meta.language}) saved as a draft.`));
  const saveDraft = (remove: boolean) => save.mutate({ document: { ...meta, remove } });
  return (
    <DraftForm
      label="Page meta"
      kind="seo-meta"
      row={row}
      mayEdit={mayEdit}
      saving={save.isPending && !save.variables?.document.remove}
      error={save.error}
      removeLabel="Remove (fall back to English)"
      onSave={() => saveDraft(false)}
      onRemove={() => saveDraft(true)}
      onPreview={() => onPreview(pageOf(entry.routeKey), entry.language)}
      onChanged={onChanged}
    >
      <fieldset disabled={!mayEdit} className={content.grid} style={{ border: 0, padding: 0, margin: 0 }}>
        <label className={styles.field}>
          Page (route key)
          <InputText value={meta.routeKey} list="seo-route-keys" required onChange={(e) => set('routeKey', e.target.value.trim())} />
          <datalist id="seo-route-keys">
            {seo.routeKeys.map((k) => (
              <option key={k} value={k} />
            ))}
          </datalist>
        </label>
        <Select label="Language" value={meta.language} options={seo.languages} onChange={(v) => set('language', v)} />
        <label className={styles.field}>
          Name shown
          <InputText value={meta.display} maxLength={120} onChange={(e) => set('display', e.target.value)} />
        </label>
        <label className={`${styles.field} ${content.wide}`}>
          Title
          <InputText value={meta.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
        </label>
        <label className={`${styles.field} ${content.wide}`}>
          Description
          <InputText value={meta.description} maxLength={500} onChange={(e) => set('description', e.target.value)} />
        </label>
      </fieldset>
    </DraftForm>
  );
}
