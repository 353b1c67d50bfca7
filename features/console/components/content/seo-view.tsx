'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { OperatorSeo } from '@/lib/contracts/content';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../../console-api';
import styles from '../../console.module.css';
import { HtmlField, LoadFailed, Outcome, PublishCatalogue, useConsoleList } from './content-kit';
import content from './content.module.css';

type Meta = OperatorSeo['meta'][number];
type Footer = OperatorSeo['footer'][number];
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['console', 'seo'] });
};

function Select({ label, value, options, onChange }: { label: string; value: string; options: string[]; onChange: (v: string) => void }) {
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

function MetaEditor({ seo, entry, mayEdit }: { seo: OperatorSeo; entry: Meta; mayEdit: boolean }) {
  const api = useConsoleApi();
  const refresh = useRefresh();
  const [meta, setMeta] = useState(entry);
  const set = (key: keyof Meta, value: string) => setMeta((m) => ({ ...m, [key]: value }));
  const save = useMutation({
    mutationFn: (remove: boolean) => consoleCall(api, 'operator/seo-meta-save', { ...meta, remove }),
    onSuccess: refresh,
  });
  return (
    <form className={`${styles.card} ${content.editor}`} aria-label="Page meta" onSubmit={(e) => (e.preventDefault(), save.mutate(false))}>
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
      {mayEdit ? (
        <div className={styles.actions}>
          <Button type="submit" label="Save meta" loading={save.isPending && !save.variables} />
          <Button type="button" label="Remove (fall back to English)" severity="danger" text onClick={() => save.mutate(true)} />
        </div>
      ) : null}
      <Outcome error={save.error} done={save.isSuccess ? 'Saved. Publish to update the SEO files.' : null} />
    </form>
  );
}

function FooterEditor({ seo, entry, mayEdit }: { seo: OperatorSeo; entry: Footer; mayEdit: boolean }) {
  const api = useConsoleApi();
  const refresh = useRefresh();
  const [footer, setFooter] = useState(entry);
  const save = useMutation({
    mutationFn: (remove: boolean) => consoleCall(api, 'operator/seo-footer-save', { ...footer, remove }),
    onSuccess: refresh,
  });
  return (
    <form
      className={`${styles.card} ${content.editor}`}
      aria-label="Footer text"
      onSubmit={(e) => (e.preventDefault(), save.mutate(false))}
    >
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
      {mayEdit ? (
        <div className={styles.actions}>
          <Button type="submit" label="Save footer" loading={save.isPending && !save.variables} />
          <Button type="button" label="Remove" severity="danger" text onClick={() => save.mutate(true)} />
        </div>
      ) : null}
      <Outcome error={save.error} done={save.isSuccess ? 'Saved. Publish to update the SEO files.' : null} />
    </form>
  );
}

function ScriptEditor({ script, mayEdit }: { script: OperatorSeo['script']; mayEdit: boolean }) {
  const api = useConsoleApi();
  const refresh = useRefresh();
  const [value, setValue] = useState(script);
  const save = useMutation({ mutationFn: () => consoleCall(api, 'operator/seo-script-save', value), onSuccess: refresh });
  return (
    <form className={`${styles.card} ${content.editor}`} aria-label="SEO script" onSubmit={(e) => (e.preventDefault(), save.mutate())}>
      <p className={styles.muted}>Added to every page as written (analytics, verification tags). Every change is in the audit log.</p>
      <HtmlField label="In <head>" rows={5} value={value.head} disabled={!mayEdit} onChange={(head) => setValue({ ...value, head })} />
      <HtmlField
        label="At the end of <body>"
        rows={5}
        value={value.body}
        disabled={!mayEdit}
        onChange={(body) => setValue({ ...value, body })}
      />
      {mayEdit ? <Button type="submit" label="Save script" loading={save.isPending} /> : null}
      <Outcome error={save.error} done={save.isSuccess ? 'Saved. Publish to update the SEO files.' : null} />
    </form>
  );
}

/** SEO: page titles and descriptions per language, footer text per category and language, the site-wide script. */
export function SeoView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const seo = useConsoleList(['seo'], () => consoleCall(api, 'operator/seo', undefined));
  const [meta, setMeta] = useState<Meta | null>(null);
  const [footer, setFooter] = useState<Footer | null>(null);
  if (seo.isError) return <LoadFailed what="The SEO settings" error={seo.error} retry={() => void seo.refetch()} />;
  const data = seo.data;
  return (
    <section aria-labelledby="seo-title">
      <h1 id="seo-title" className={styles.title}>
        SEO
      </h1>
      <PublishCatalogue mayEdit={mayEdit} what="SEO files" />
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
        value={data?.meta ?? []}
        loading={seo.isPending}
        size="small"
        stripedRows
        paginator
        rows={10}
        filterDisplay="row"
        selectionMode="single"
        selection={meta}
        onSelectionChange={(e) => setMeta((e.value as Meta | null) ?? null)}
        emptyMessage="No page meta yet."
        pt={{ table: { 'aria-label': 'Page meta' } }}
      >
        <Column field="routeKey" header="Page" sortable filter filterPlaceholder="page" showFilterMenu={false} />
        <Column field="language" header="Language" sortable filter filterPlaceholder="en" showFilterMenu={false} />
        <Column field="title" header="Title" />
        <Column field="description" header="Description" style={{ maxWidth: '24rem' }} />
      </DataTable>
      {meta && data ? <MetaEditor key={`${meta.routeKey}:${meta.language}`} seo={data} entry={meta} mayEdit={mayEdit} /> : null}

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
        value={data?.footer ?? []}
        loading={seo.isPending}
        size="small"
        stripedRows
        paginator
        rows={10}
        selectionMode="single"
        selection={footer}
        onSelectionChange={(e) => setFooter((e.value as Footer | null) ?? null)}
        emptyMessage="No footer text yet."
        pt={{ table: { 'aria-label': 'Footer text' } }}
      >
        <Column field="category" header="Category" sortable />
        <Column field="lang" header="Language" sortable />
        <Column header="Text" body={(f: Footer) => `${f.content.replace(/<[^>]+>/g, ' ').slice(0, 120)}…`} />
      </DataTable>
      {footer && data ? <FooterEditor key={`${footer.category}:${footer.lang}`} seo={data} entry={footer} mayEdit={mayEdit} /> : null}

      <h2 className={content.heading}>Script</h2>
      {data ? <ScriptEditor script={data.script} mayEdit={mayEdit} /> : <p className={styles.muted}>Loading…</p>}
    </section>
  );
}
