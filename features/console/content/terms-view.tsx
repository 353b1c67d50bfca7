'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { Draft, DraftDocumentInput } from '@/lib/contracts/content-drafts';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { ContentPreview, useContentPreview } from './content-preview';
import { LoadFailed, Outcome } from './content-kit';
import content from './content.module.css';
import { DraftActions, documentOf, useDrafts, useSaveDraft } from './drafts-kit';
import { previewUrl, siteSegment } from './preview-paths';
import { tableSetup } from '../components/table-setup';
import { contactsQueryOptions, termsQueryOptions } from './api';

type Row = { currency: string; version: string; expiryDays: number; own: boolean };
type DraftRow = DraftDocumentInput<'terms'> & { key: string; by: string };

/** The terms version members must accept, and how long an acceptance lasts: shared, or per currency. */
export function TermsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const terms = useQuery(termsQueryOptions(api));
  const drafts = useDrafts('terms');
  const contacts = useQuery(contactsQueryOptions(api));
  const [notice, setNotice] = useState<string | null>(null);
  const preview = useContentPreview<{ currency: string | null }>(({ currency }) =>
    previewUrl(siteSegment(contacts.data ?? [], { currency }), '/?action=tnc'),
  );
  const save = useSaveDraft('terms', (_key, { document }) => setNotice(`Terms version ${document.version} saved as a draft.`));
  const draftRows = [...drafts.byKey.values()].map((d: Draft) => ({ key: d.key, ...documentOf<'terms'>(d)!, by: d.updatedBy }));
  return (
    <section aria-labelledby="terms-title">
      <h1 id="terms-title" className={styles.title}>
        Terms
      </h1>
      <p className={styles.muted}>
        Members who accepted another version (or longer ago than the days below) must accept again before guarded pages. The site picks a
        new version up once it is published (a new version is a draft until then).
      </p>
      {terms.isError ? (
        <LoadFailed what="The terms" error={terms.error} retry={() => void terms.refetch()} />
      ) : (
        <>
          <p>
            Shared: version <strong>{terms.data?.shared.version ?? '…'}</strong>, acceptance lasts {terms.data?.shared.expiryDays ?? '…'}{' '}
            days.
          </p>
          <DataTable
            value={terms.data?.currencies ?? []}
            loading={terms.isPending}
            dataKey="currency"
            emptyMessage="No currencies."
            {...tableSetup('Terms per currency')}
          >
            <Column frozen field="currency" header="Currency" />
            <Column field="version" header="Version" />
            <Column field="expiryDays" header="Days" />
            <Column header="Source" body={(r: Row) => (r.own ? 'its own' : 'shared')} />
          </DataTable>
        </>
      )}
      {mayEdit ? (
        <NewTermsForm currencies={(terms.data?.currencies ?? []).map((c) => c.currency)} saving={save.isPending} onSave={save.mutate} />
      ) : null}
      <Outcome error={save.error ?? drafts.query.error} done={notice} />
      {draftRows.length ? (
        <TermsDrafts
          rows={draftRows}
          mayEdit={mayEdit}
          onPreview={(currency) => preview.open({ currency })}
          onChanged={(text) => (setNotice(text), preview.reload())}
        />
      ) : null}
      <ContentPreview preview={preview} />
    </section>
  );
}

/** A new terms version, shared or for one currency, with how many days an acceptance lasts. */
function NewTermsForm({
  currencies,
  saving,
  onSave,
}: {
  currencies: string[];
  saving: boolean;
  onSave: (draft: { document: DraftDocumentInput<'terms'> }) => void;
}) {
  const [currency, setCurrency] = useState('');
  const [version, setVersion] = useState('');
  const [expiryDays, setExpiryDays] = useState('365');
  const submit = (e: FormEvent) => (
    e.preventDefault(),
    onSave({ document: { ...(currency ? { currency } : {}), version: version.trim(), expiryDays: Number(expiryDays) } })
  );
  return (
    <form className={`${styles.card} ${styles.toolbar}`} aria-label="New terms version" onSubmit={submit} style={{ marginTop: '1rem' }}>
      <label className={styles.field}>
        For
        <select value={currency} onChange={(e) => setCurrency(e.target.value)}>
          <option value="">every currency (shared)</option>
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Version
        <InputText value={version} required maxLength={40} placeholder="2026-12" onChange={(e) => setVersion(e.target.value)} />
      </label>
      <label className={styles.field}>
        Acceptance lasts (days)
        <InputText type="number" min={1} max={3650} required value={expiryDays} onChange={(e) => setExpiryDays(e.target.value)} />
      </label>
      <Button type="submit" label="Save draft" loading={saving} />
    </form>
  );
}

/** The unpublished versions, each with Publish, Discard draft and Preview (the terms dialog of a country using it). */
function TermsDrafts({
  rows,
  mayEdit,
  onPreview,
  onChanged,
}: {
  rows: DraftRow[];
  mayEdit: boolean;
  onPreview: (currency: string | null) => void;
  onChanged: (text: string) => void;
}) {
  return (
    <>
      <h2 className={content.heading}>Drafts — not published</h2>
      <DataTable value={rows} dataKey="key" {...tableSetup('Terms drafts')}>
        <Column frozen header="For" body={(d: DraftRow) => (d.key === 'shared' ? 'every currency' : d.key)} />
        <Column header="Version" body={(d: DraftRow) => `${d.version} (${d.expiryDays} days, by ${d.by})`} />
        <Column
          header=""
          body={(d: DraftRow) => (
            <DraftActions
              kind="terms"
              draftKey={d.key}
              hasDraft
              mayEdit={mayEdit}
              onPreview={() => onPreview(d.key === 'shared' ? null : d.key)}
              onChanged={onChanged}
            />
          )}
        />
      </DataTable>
    </>
  );
}
