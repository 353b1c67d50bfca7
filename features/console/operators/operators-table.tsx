'use client';

import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { StaffProfile } from '@/lib/contracts/staff';
import { STAFF_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { ConfirmButton } from '../components/confirm-button';
import { tableSetup } from '../components/table-setup';
import styles from '../console.module.css';
import { utcMinute } from '../time';

type Change = { staffId: number; role?: StaffRole; active?: boolean };

/** Every operator: its role (changed in place), second factor and state; Disable asks first. */
export function OperatorsTable(props: { rows: StaffProfile[]; loading: boolean; onChange: (change: Change) => void }) {
  const roleOf = (row: StaffProfile) => (
    <select
      aria-label={`Role of ${row.username}`}
      value={row.role}
      disabled={!row.active}
      onChange={(e) => props.onChange({ staffId: row.id, role: e.target.value as StaffRole })}
    >
      {STAFF_ROLES.map((r) => (
        <option key={r}>{r}</option>
      ))}
    </select>
  );
  const disable = (row: StaffProfile) =>
    row.active ? (
      <ConfirmButton
        label="Disable"
        size="small"
        severity="danger"
        text
        header={`Disable ${row.username}?`}
        question={`${row.username} (${row.role}) can no longer sign in to the console; their sessions end.`}
        onConfirm={() => props.onChange({ staffId: row.id, active: false })}
      />
    ) : null;
  return (
    <DataTable {...tableSetup('Operators')} value={props.rows} loading={props.loading} dataKey="id" emptyMessage="No operators yet.">
      <Column frozen field="id" header="#" />
      <Column field="username" header="Username" />
      <Column header="Role" body={roleOf} />
      <Column header="Second factor" body={(row: StaffProfile) => (row.totpEnabled ? 'TOTP' : '—')} />
      <Column header="State" body={(row: StaffProfile) => (row.active ? 'active' : 'disabled')} />
      <Column header="Created (UTC)" body={(row: StaffProfile) => <span className={styles.nowrap}>{utcMinute(row.createdAt)}</span>} />
      <Column header="" body={disable} />
    </DataTable>
  );
}
