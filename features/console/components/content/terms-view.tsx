'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../../console-api';
import styles from '../../console.module.css';
import { LoadFailed, Outcome, useConsoleList } from './content-kit';

type Row = { currency: string; version: string; expiryDays: number; own: boolean };

/** The terms version members must accept, and how long an acceptance lasts: shared, or per currency. */
export function TermsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const terms = useConsoleList(['terms'], () => consoleCall(api, 'operator/terms-list', undefined));
  const [currency, setCurrency] = useState('');
  const [version, setVersion] = useState('');
  const [expiryDays, setExpiryDays] = useState('365');
  const set = useMutation({
    mutationFn: () =>
      consoleCall(api, 'operator/terms-set', {
        ...(currency ? { currency } : {}),
        version: version.trim(),
        expiryDays: Number(expiryDays),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'terms'] }),
  });
  const submit = (e: FormEvent) => (e.preventDefault(), set.mutate());
  return (
    <section aria-labelledby="terms-title">
      <h1 id="terms-title" className={styles.title}>
        Terms
      </h1>
      <p className={styles.muted}>
        Members who accepted another version (or longer ago than the days below) must accept again before guarded pages. The site picks a
        new version up within its data cache time.
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
            size="small"
            stripedRows
            emptyMessage="No currencies."
            pt={{ table: { 'aria-label': 'Terms per currency' } }}
          >
            <Column field="currency" header="Currency" />
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
          <Button type="submit" label="Set terms version" loading={set.isPending} />
        </form>
      ) : null}
      <Outcome error={set.error} done={set.data ? `Terms version ${set.data.tacVersion} set (${set.data.tacExpiry} days).` : null} />
    </section>
  );
}
