'use client';

import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { ConsoleProvider } from '@/lib/contracts/console-catalog';
import { reasonText } from '../reasons';
import { MaintenanceSwitch } from './maintenance-switch';
import { useConsoleSave } from '../components/use-console-save';
import { tableSetup } from '../components/table-setup';
import styles from '../console.module.css';
import { catalogKey, saveProvider } from './api';

function ProviderSettings({ provider }: { provider: ConsoleProvider }) {
  const [priority, setPriority] = useState(String(provider.priority));
  const [enabled, setEnabled] = useState(provider.enabled);
  const save = useConsoleSave(saveProvider, catalogKey);
  const changed = Number(priority) !== provider.priority || enabled !== provider.enabled;
  return (
    <form
      className={styles.actions}
      aria-label={`Provider ${provider.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ providerId: provider.providerId, priority: Number(priority), enabled });
      }}
    >
      <InputText
        type="number"
        aria-label={`Priority of ${provider.name}`}
        className={styles.narrow}
        min={0}
        max={9999}
        value={priority}
        onChange={(e) => setPriority(e.target.value)}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Offered
      </label>
      <Button type="submit" label="Save" size="small" disabled={!changed} loading={save.isPending} />
      {save.isError ? <span className={styles.error}>{reasonText(save.error.message)}</span> : null}
    </form>
  );
}

/** Providers: priority, offered or not, and maintenance. */
export function ProvidersPanel(props: { providers: ConsoleProvider[]; loading: boolean; mayEdit: boolean }) {
  return (
    <DataTable
      {...tableSetup('Providers')}
      value={props.providers}
      loading={props.loading}
      dataKey="providerId"
      emptyMessage="No provider serves this currency."
    >
      <Column frozen field="name" header="Provider" />
      <Column header="Currencies" body={(p: ConsoleProvider) => p.currencies.join(', ')} />
      <Column field="games" header="Games" />
      <Column
        header="Priority and offer"
        body={(p: ConsoleProvider) =>
          props.mayEdit ? (
            <ProviderSettings key={`${p.priority}/${p.enabled}`} provider={p} />
          ) : (
            `${p.priority} · ${p.enabled ? 'offered' : 'not offered'}`
          )
        }
      />
      <Column
        header="Maintenance"
        body={(p: ConsoleProvider) => (
          <MaintenanceSwitch kind="provider" id={p.providerId} until={p.maintenanceUntil} mayEdit={props.mayEdit} />
        )}
      />
    </DataTable>
  );
}
