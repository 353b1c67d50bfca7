'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import type { ConsoleCountry } from '@/lib/contracts/console-settings';
import { CONTENT_ROLES, MONEY_ROLES, OWNER_ONLY, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../console-api';
import { ChatTitleForm } from './chat-title-form';
import { CountryEditor, NEW_COUNTRY } from './country-editor';
import { LimitsForm } from './limits-form';
import { RebateForm } from './rebate-form';
import styles from '../console.module.css';
import { LoadFailed } from '../components/load-failed';
import { tableSetup } from '../components/table-setup';

const allowed = (roles: readonly StaffRole[], role: StaffRole) => roles.includes(role);

/** Countries with their languages and currency, each currency's wallet limits, the base rebate rate. */
export function SettingsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const settings = useQuery({ queryKey: ['console', 'settings'], queryFn: () => consoleCall(api, 'operator/settings', undefined) });
  const [editing, setEditing] = useState<ConsoleCountry | null>(null);
  const mayEditCountries = allowed(OWNER_ONLY, role);
  const mayEditMoney = allowed(MONEY_ROLES, role);
  const data = settings.data;

  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.title}>
        Settings
      </h1>
      {settings.isPending ? <p className={styles.muted}>Loading the settings…</p> : null}
      {settings.isError ? <LoadFailed what="The settings" error={settings.error} retry={() => void settings.refetch()} /> : null}
      {data ? (
        <>
          <h2 className={styles.heading}>Countries and languages</h2>
          {mayEditCountries ? (
            <Button label="New country" size="small" outlined onClick={() => setEditing(NEW_COUNTRY)} className={styles.spaced} />
          ) : null}
          <DataTable {...tableSetup('Countries', '52rem')} value={data.countries} dataKey="code" emptyMessage="No country is configured.">
            <Column frozen field="code" header="Code" />
            <Column field="name" header="Country" />
            <Column field="currency" header="Currency" />
            <Column header="Languages (default first)" body={(c: ConsoleCountry) => c.languages.map((l) => l.code).join(', ')} />
            <Column header="Phone" body={(c: ConsoleCountry) => `+${c.dialCode} · ${c.mobilenoLength} digits`} />
            <Column field="members" header="Members" />
            <Column header="Open" body={(c: ConsoleCountry) => (c.enabled ? 'yes' : <span className={styles.error}>no</span>)} />
            {mayEditCountries ? (
              <Column
                header="Edit"
                body={(c: ConsoleCountry) => (
                  <Button label="Edit" size="small" outlined aria-label={`Edit ${c.name}`} onClick={() => setEditing(c)} />
                )}
              />
            ) : null}
          </DataTable>
          <h2 className={styles.heading}>Deposit and withdrawal limits</h2>
          <div className={styles.grid2}>
            {data.currencies.map((c) => (
              <LimitsForm key={c.currency} currency={c} mayEdit={mayEditMoney} />
            ))}
          </div>
          <h2 className={styles.heading}>Rebate</h2>
          <RebateForm key={data.rebateRateBp} rateBp={data.rebateRateBp} mayEdit={mayEditMoney} />
          <h2 className={styles.heading}>Live chat</h2>
          <ChatTitleForm mayEdit={allowed(CONTENT_ROLES, role)} />
          {editing ? (
            <CountryEditor
              country={editing}
              languages={data.languages}
              currencies={data.knownCurrencies}
              onClose={() => setEditing(null)}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
