'use client';

import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ConsoleCountry } from '@/lib/contracts/console-settings';
import { tableSetup } from '../components/table-setup';
import styles from '../console.module.css';

/** Every country with its currency, languages (default first), phone rules and members; Edit for owners (onEdit). */
export function CountriesTable({ countries, onEdit }: { countries: ConsoleCountry[]; onEdit: ((country: ConsoleCountry) => void) | null }) {
  return (
    <DataTable {...tableSetup('Countries', '52rem')} value={countries} dataKey="code" emptyMessage="No country is configured.">
      <Column frozen field="code" header="Code" />
      <Column field="name" header="Country" />
      <Column field="currency" header="Currency" />
      <Column header="Languages (default first)" body={(c: ConsoleCountry) => c.languages.map((l) => l.code).join(', ')} />
      <Column header="Phone" body={(c: ConsoleCountry) => `+${c.dialCode} · ${c.mobilenoLength} digits`} />
      <Column field="members" header="Members" />
      <Column header="Open" body={(c: ConsoleCountry) => (c.enabled ? 'yes' : <span className={styles.error}>no</span>)} />
      {onEdit ? (
        <Column
          header="Edit"
          body={(c: ConsoleCountry) => (
            <Button label="Edit" size="small" outlined aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)} />
          )}
        />
      ) : null}
    </DataTable>
  );
}
