'use client';

import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { FormEvent, ReactNode } from 'react';
import type { OperatorSeo } from '@/lib/contracts/content';
import styles from '../console.module.css';
import { Options } from '../components/options';
import { tableSetup } from '../components/table-setup';
import { Outcome } from './content-kit';
import content from './content.module.css';
import { DraftActions, DraftState } from './drafts-kit';

/** The SEO page's shared parts: its entries with their drafts, the state badge, the select and the editors' frame. */

export type Meta = OperatorSeo['meta'][number];
export type Footer = OperatorSeo['footer'][number];
/** An entry as the tables show it: the draft over the published one; `removes`: publishing removes it. */
export type Drafted = { key: string; hasDraft: boolean; isLive: boolean; removes: boolean };
export type Editing = { onChanged: (text: string) => void; onPreview: (path: string, language: string) => void };
/** The page a footer category or a meta route shows on: the home, or the category's lobby. */
export const pageOf = (name: string) => (name === 'home' ? '/' : `/${name}`);

/** Published entries with their drafts laid over, then the drafts of new ones. */
export function withDrafts<T extends object>(live: readonly T[], keyOf: (t: T) => string, drafts: Map<string, { document: unknown }>) {
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

export function StateBadge({ row }: { row: Drafted }) {
  return (
    <span className={content.badge} data-state={row.hasDraft ? 'draft' : 'published'}>
      {row.hasDraft ? (row.removes ? 'Draft: remove' : 'Draft') : 'Published'}
    </span>
  );
}

export function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: string[];
  onChange: (v: string) => void;
}) {
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

/**
 * The meta and footer editors' frame: the publication state, the fields, then save or remove the
 * draft, the refusal if any, and publish, discard and preview.
 */
export function DraftForm({
  label,
  kind,
  row,
  mayEdit,
  saving,
  error,
  removeLabel,
  onSave,
  onRemove,
  onPreview,
  onChanged,
  children,
}: {
  label: string;
  kind: 'seo-meta' | 'seo-footer';
  row: Drafted | null;
  mayEdit: boolean;
  saving: boolean;
  error: Error | null;
  removeLabel: string;
  onSave: () => void;
  onRemove: () => void;
  onPreview: () => void;
  onChanged: (text: string) => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => (e.preventDefault(), onSave());
  return (
    <form className={`${styles.card} ${content.editor}`} aria-label={label} onSubmit={submit}>
      {row ? <DraftState hasDraft={row.hasDraft} isLive={row.isLive} /> : null}
      {children}
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
    </form>
  );
}

/** A section's heading and its "New …" button (for an editor, once the settings are read). */
export function SectionHead({ title, newLabel, onNew }: { title: string; newLabel: string; onNew: (() => void) | null }) {
  return (
    <>
      <h2 className={content.heading}>{title}</h2>
      <div className={styles.toolbar}>{onNew ? <Button label={newLabel} icon="pi pi-plus" size="small" onClick={onNew} /> : null}</div>
    </>
  );
}

/**
 * A section's entries with their drafts, ten to a page, one chosen at a time for its editor; the
 * section's own columns come as children, the state column last.
 */
export function EntriesTable<T extends object>({
  label,
  rows,
  loading,
  selection,
  onSelect,
  empty,
  filterRow = false,
  children,
}: {
  label: string;
  rows: Array<T & Drafted>;
  loading: boolean;
  selection: T | null;
  onSelect: (entry: T | null) => void;
  empty: string;
  filterRow?: boolean;
  children: ReactNode;
}) {
  return (
    <DataTable
      value={rows}
      loading={loading}
      dataKey="key"
      paginator
      rows={10}
      filterDisplay={filterRow ? 'row' : undefined}
      selectionMode="single"
      selection={selection as (T & Drafted) | null}
      onSelectionChange={(e) => onSelect((e.value as T | null) ?? null)}
      emptyMessage={empty}
      {...tableSetup(label)}
    >
      {children}
      <Column header="State" body={(r: Drafted) => <StateBadge row={r} />} />
    </DataTable>
  );
}
