'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { OperatorSeo } from '@/lib/contracts/content';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { SitePreview } from '../components/site-preview';
import { HtmlField, LoadFailed, Outcome } from './content-kit';
import content from './content.module.css';
import { DraftActions, DraftState, documentOf, useDrafts, useSaveDraft } from './drafts-kit';
import { previewUrl, siteSegment } from './preview-paths';
import { tableSetup } from '../components/table-setup';
import { contactsQueryOptions, seoQueryOptions } from './api';
import { Options } from '../components/options';

type Meta = OperatorSeo['meta'][number];
type Footer = OperatorSeo['footer'][number];
/** An entry as the tables show it: the draft over the published one; `removes`: publishing removes it. */
type Drafted = { key: string; hasDraft: boolean; isLive: boolean; removes: boolean };
type Editing = { onChanged: (text: string) => void; onPreview: (path: string, language: string) => void };
/** The page a footer category or a meta route shows on: the home, or the category's lobby. */
const pageOf = (name: string) => (name === 'home' ? '/' : `/${name}`);

/** Published entries with their drafts laid over, then the drafts of new ones. */
function withDrafts<T extends object>(live: readonly T[], keyOf: (t: T) => string, drafts: Map<string, { document: unknown }>) {
  const rows: Array<T & Drafted> = live.map((t) => {
    const doc = drafts.get(keyOf(t))?.document as (Partial<T> & { remove?: boolean }) | undefined;
    return { ...t, ...doc, key: keyOf(t), hasDraft: doc !== undefined, isLive: true, removes: doc?.remove === true };
  });
  for (const [key, { document }] of drafts) {
    if (rows.some((r) => r.key === key)) continue;
    const doc = document as T & { remove?: boolean };
    rows.push({ ...doc, key, hasDraft: true, isLive: false, removes: doc.remove === true });
  }
  return rows;
}

function StateBadge({ row }: { row: Drafted }) {
  return (
    <span className={content.badge} data-state={row.hasDraft ? 'draft' : 'published'}>
      {row.hasDraft ? (row.removes ? 'Draft: remove' : 'Draft') : 'Published'}
    </span>
  );
}

function Select({ label, value, options, onChange }: { label: string; value: string; options: string[]; onChange: (v: string) => void }) {
  // The current value is always an option ('home' is a footer category without a game category).
  const all = options.includes(value) ? options : [value, ...options];
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <Options values={all} />
      </select>
    </label>
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
    <form className={`${styles.card} ${content.editor}`} aria-label="Page meta" onSubmit={(e) => (e.preventDefault(), saveDraft(false))}>
      {row ? <DraftState hasDraft={row.hasDraft} isLive={row.isLive} /> : null}
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
      <DraftBar
        kind="seo-meta"
        row={row}
        mayEdit={mayEdit}
        saving={save.isPending && !save.variables?.document.remove}
        error={save.error}
        removeLabel="Remove (fall back to English)"
        onRemove={() => saveDraft(true)}
        onPreview={() => onPreview(pageOf(entry.routeKey), entry.language)}
        onChanged={onChanged}
      />
    </form>
  );
}

/** The meta and footer editors' foot: save or remove the draft, the refusal if any, then publish, discard and preview. */
function DraftBar({
  kind,
  row,
  mayEdit,
  saving,
  error,
  removeLabel,
  onRemove,
  onPreview,
  onChanged,
}: {
  kind: 'seo-meta' | 'seo-footer';
  row: Drafted | null;
  mayEdit: boolean;
  saving: boolean;
  error: Error | null;
  removeLabel: string;
  onRemove: () => void;
  onPreview: () => void;
  onChanged: (text: string) => void;
}) {
  return (
    <>
      {mayEdit ? (
        <div className={styles.actions}>
          <Button type="submit" label="Save draft" loading={saving} />
          <Button type="button" label={removeLabel} severity="danger" text onClick={onRemove} />
        </div>
      ) : null}
      <Outcome error={error} done={null} />
      {row ? (
        <DraftActions
          kind={kind}
          draftKey={row.key}
          hasDraft={row.hasDraft}
          mayEdit={mayEdit}
          onPreview={onPreview}
          onChanged={onChanged}
        />
      ) : null}
    </>
  );
}

function FooterEditor({
  seo,
  entry,
  row,
  mayEdit,
  onChanged,
  onPreview,
}: { seo: OperatorSeo; entry: Footer; row: Drafted | null; mayEdit: boolean } & Editing) {
  const [footer, setFooter] = useState(entry);
  const save = useSaveDraft('seo-footer', () => onChanged(`Footer text of “${footer.category}” (${footer.lang}) saved as a draft.`));
  const saveDraft = (remove: boolean) => save.mutate({ document: { ...footer, remove } });
  return (
    <form className={`${styles.card} ${content.editor}`} aria-label="Footer text" onSubmit={(e) => (e.preventDefault(), saveDraft(false))}>
      {row ? <DraftState hasDraft={row.hasDraft} isLive={row.isLive} /> : null}
      <div className={content.grid}>
        <Select label="Category" value={footer.category} options={seo.categories} onChange={(v) => setFooter({ ...footer, category: v })} />
        <Select label="Language" value={footer.lang} options={seo.languages} onChange={(v) => setFooter({ ...footer, lang: v })} />
        <HtmlField
          label="Footer text (HTML)"
          value={footer.content}
          disabled={!mayEdit}
          onChange={(v) => setFooter({ ...footer, content: v })}
        />
      </div>
      <DraftBar
        kind="seo-footer"
        row={row}
        mayEdit={mayEdit}
        saving={save.isPending && !save.variables?.document.remove}
        error={save.error}
        removeLabel="Remove"
        onRemove={() => saveDraft(true)}
        onPreview={() => onPreview(pageOf(entry.category), entry.lang)}
        onChanged={onChanged}
      />
    </form>
  );
}

function ScriptEditor({
  script,
  hasDraft,
  mayEdit,
  onChanged,
}: {
  script: OperatorSeo['script'];
  hasDraft: boolean;
  mayEdit: boolean;
  onChanged: (text: string) => void;
}) {
  const [value, setValue] = useState(script);
  const save = useSaveDraft('seo-script', () => onChanged('Script saved as a draft.'));
  return (
    <form
      className={`${styles.card} ${content.editor}`}
      aria-label="SEO script"
      onSubmit={(e) => (e.preventDefault(), save.mutate({ document: value }))}
    >
      <DraftState hasDraft={hasDraft} isLive />
      <p className={styles.muted}>
        Added to every page as written (analytics, verification tags). Every change is in the audit log. A draft script is not run in the
        preview: it is code, and runs on members’ pages only once published.
      </p>
      <HtmlField label="In <head>" rows={5} value={value.head} disabled={!mayEdit} onChange={(head) => setValue({ ...value, head })} />
      <HtmlField
        label="At the end of <body>"
        rows={5}
        value={value.body}
        disabled={!mayEdit}
        onChange={(body) => setValue({ ...value, body })}
      />
      {mayEdit ? <Button type="submit" label="Save draft" loading={save.isPending} /> : null}
      <Outcome error={save.error} done={null} />
      <DraftActions kind="seo-script" draftKey="site" hasDraft={hasDraft} mayEdit={mayEdit} onPreview={null} onChanged={onChanged} />
    </form>
  );
}

/** SEO: page titles and descriptions per language, footer text per category and language, the site-wide script. */
export function SeoView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const seo = useQuery(seoQueryOptions(api));
  const contacts = useQuery(contactsQueryOptions(api));
  const metaDrafts = useDrafts('seo-meta');
  const footerDrafts = useDrafts('seo-footer');
  const scriptDrafts = useDrafts('seo-script');
  const [meta, setMeta] = useState<Meta | null>(null);
  const [footer, setFooter] = useState<Footer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ path: string; language: string; token: number } | null>(null);
  const failed = seo.error ?? metaDrafts.query.error ?? footerDrafts.query.error ?? scriptDrafts.query.error;
  if (failed) return <LoadFailed what="The SEO settings" error={failed} retry={() => void seo.refetch()} />;
  const data = seo.data;
  const metaRows = withDrafts(data?.meta ?? [], (m) => `${m.routeKey}:${m.language}`, metaDrafts.byKey);
  const footerRows = withDrafts(data?.footer ?? [], (f) => `${f.category}:${f.lang}`, footerDrafts.byKey);
  const metaRow = meta ? (metaRows.find((r) => r.key === `${meta.routeKey}:${meta.language}`) ?? null) : null;
  const footerRow = footer ? (footerRows.find((r) => r.key === `${footer.category}:${footer.lang}`) ?? null) : null;
  const scriptDraft = documentOf<'seo-script'>(scriptDrafts.byKey.get('site'));
  const previewSrc = preview ? previewUrl(siteSegment(contacts.data ?? [], { language: preview.language }), preview.path) : null;
  const editing: Editing = {
    onChanged: (text) => (setNotice(text), setPreview((p) => (p ? { ...p, token: p.token + 1 } : p))),
    onPreview: (path, language) => setPreview((p) => ({ path, language, token: (p?.token ?? 0) + 1 })),
  };
  const loading = seo.isPending || metaDrafts.query.isPending || footerDrafts.query.isPending;
  return (
    <section aria-labelledby="seo-title">
      <h1 id="seo-title" className={styles.title}>
        SEO
      </h1>
      <p className={styles.muted}>
        Every change is a draft until it is published; publishing writes the SEO files and moves the site’s version on.
      </p>
      <Outcome error={null} done={notice} />
      <h2 className={content.heading}>Page meta</h2>
      <div className={styles.toolbar}>
        {mayEdit && data ? (
          <Button
            label="New meta"
            icon="pi pi-plus"
            size="small"
            onClick={() => setMeta({ language: 'en', routeKey: '', display: '', title: '', description: '' })}
          />
        ) : null}
      </div>
      <DataTable
        value={metaRows}
        loading={loading}
        dataKey="key"
        paginator
        rows={10}
        filterDisplay="row"
        selectionMode="single"
        selection={meta}
        onSelectionChange={(e) => setMeta((e.value as Meta | null) ?? null)}
        emptyMessage="No page meta yet."
        {...tableSetup('Page meta')}
      >
        <Column frozen field="routeKey" header="Page" sortable filter filterPlaceholder="page" showFilterMenu={false} />
        <Column field="language" header="Language" sortable filter filterPlaceholder="en" showFilterMenu={false} />
        <Column field="title" header="Title" />
        <Column field="description" header="Description" style={{ maxWidth: '24rem' }} />
        <Column header="State" body={(r: Meta & Drafted) => <StateBadge row={r} />} />
      </DataTable>
      {meta && data ? (
        <MetaEditor
          key={`${meta.routeKey}:${meta.language}:${metaDrafts.byKey.get(metaRow?.key ?? '')?.updatedAt ?? 'live'}`}
          seo={data}
          entry={metaRow ?? meta}
          row={metaRow}
          mayEdit={mayEdit}
          {...editing}
        />
      ) : null}

      <h2 className={content.heading}>Footer text</h2>
      <div className={styles.toolbar}>
        {mayEdit && data ? (
          <Button
            label="New footer text"
            icon="pi pi-plus"
            size="small"
            onClick={() => setFooter({ category: data.categories[0] ?? 'home', lang: 'en', content: '' })}
          />
        ) : null}
      </div>
      <DataTable
        value={footerRows}
        loading={loading}
        dataKey="key"
        paginator
        rows={10}
        selectionMode="single"
        selection={footer}
        onSelectionChange={(e) => setFooter((e.value as Footer | null) ?? null)}
        emptyMessage="No footer text yet."
        {...tableSetup('Footer text')}
      >
        <Column frozen field="category" header="Category" sortable />
        <Column field="lang" header="Language" sortable />
        <Column header="Text" body={(f: Footer) => `${f.content.replace(/<[^>]+>/g, ' ').slice(0, 120)}…`} />
        <Column header="State" body={(r: Footer & Drafted) => <StateBadge row={r} />} />
      </DataTable>
      {footer && data ? (
        <FooterEditor
          key={`${footer.category}:${footer.lang}:${footerDrafts.byKey.get(footerRow?.key ?? '')?.updatedAt ?? 'live'}`}
          seo={data}
          entry={footerRow ?? footer}
          row={footerRow}
          mayEdit={mayEdit}
          {...editing}
        />
      ) : null}
      {preview && previewSrc ? <SitePreview src={previewSrc} reloadToken={preview.token} onClose={() => setPreview(null)} /> : null}

      <h2 className={content.heading}>Script</h2>
      {data && !scriptDrafts.query.isPending ? (
        <ScriptEditor
          key={scriptDrafts.byKey.get('site')?.updatedAt ?? 'live'}
          script={scriptDraft ?? data.script}
          hasDraft={scriptDraft !== undefined}
          mayEdit={mayEdit}
          onChanged={editing.onChanged}
        />
      ) : (
        <p className={styles.muted}>Loading…</p>
      )}
    </section>
  );
}
