'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { SitePreview } from '../components/site-preview';
import { LoadFailed, Outcome } from './content-kit';
import content from './content.module.css';
import { DraftActions, documentOf, useDrafts, useSaveDraft } from './drafts-kit';
import { previewUrl, siteSegment } from './preview-paths';
import { tableSetup } from '../components/table-setup';
import { contactsQueryOptions, termsQueryOptions } from './api';

type Row = { currency: string; version: string; expiryDays: number; own: boolean };

/** The terms version members must accept, and how long an acceptance lasts: shared, or per currency. */
export function TermsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const terms = useQuery(termsQueryOptions(api));
  const drafts = useDrafts('terms');
  const contacts = useQuery(contactsQueryOptions(api));
  const [currency, setCurrency] = useState('');
  const [version, setVersion] = useState('');
  const [expiryDays, setExpiryDays] = useState('365');
  const [notice, setNotice] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ currency: string | null; token: number } | null>(null);
  const set = useSaveDraft('terms', () => setNotice(`Terms version ${version.trim()} saved as a draft.`));
  const submit = (e: FormEvent) => (
    e.preventDefault(),
    set.mutate({ document: { ...(currency ? { currency } : {}), version: version.trim(), expiryDays: Number(expiryDays) } })
  );
  const draftRows = [...drafts.byKey.values()].map((d) => ({ key: d.key, ...documentOf<'terms'>(d)!, by: d.updatedBy }));
  const previewSrc = preview ? previewUrl(siteSegment(contacts.data ?? [], { currency: preview.currency }), '/?action=tnc') : null;
  const changed = (text: string) => (setNotice(text), setPreview((p) => (p ? { ...p, token: p.token + 1 } : p)));
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
        <form className={`${styles.card} ${styles.toolbar}`} aria-label="New terms version" onSubmit={submit} style={{ marginTop: '1rem' }}>
          <label className={styles.field}>
            For
            <select value={currency} onChange={(e) => setCurrency(e.target.value)}>
              <option value="">every currency (shared)</option>
              {(terms.data?.currencies ?? []).map((c) => (
                <option key={c.currency} value={c.currency}>
                  {c.currency}
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
          <Button type="submit" label="Save draft" loading={set.isPending} />
        </form>
      ) : null}
      <Outcome error={set.error ?? drafts.query.error} done={notice} />
      {draftRows.length ? (
        <>
          <h2 className={content.heading}>Drafts — not published</h2>
          <DataTable value={draftRows} dataKey="key" {...tableSetup('Terms drafts')}>
            <Column frozen header="For" body={(d: (typeof draftRows)[number]) => (d.key === 'shared' ? 'every currency' : d.key)} />
            <Column header="Version" body={(d: (typeof draftRows)[number]) => `${d.version} (${d.expiryDays} days, by ${d.by})`} />
            <Column
              header=""
              body={(d: (typeof draftRows)[number]) => (
                <DraftActions
                  kind="terms"
                  draftKey={d.key}
                  hasDraft
                  mayEdit={mayEdit}
                  onPreview={() => setPreview((p) => ({ currency: d.key === 'shared' ? null : d.key, token: (p?.token ?? 0) + 1 }))}
                  onChanged={changed}
                />
              )}
            />
          </DataTable>
        </>
      ) : null}
      {preview && previewSrc ? <SitePreview src={previewSrc} reloadToken={preview.token} onClose={() => setPreview(null)} /> : null}
    </section>
  );
}
