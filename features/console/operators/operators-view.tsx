'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import type { StaffProfile } from '@/lib/contracts/staff';
import { ROLES_NEEDING_TOTP, STAFF_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../console-api';
import { reasonText } from '../reasons';
import { TotpEnrolment } from './totp-enrolment';
import styles from '../console.module.css';
import { LoadFailed } from '../components/load-failed';
import { tableSetup } from '../components/table-setup';

type Created = EndpointOutput<'staff/create'>;

/** Owners: every operator, a new one (with its second factor shown once), role changes and disabling. */
export function OperatorsView() {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['console', 'staff'], queryFn: () => consoleCall(api, 'staff/list', undefined) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['console', 'staff'] });

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [withTotp, setWithTotp] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const create = useMutation({
    mutationFn: () => consoleCall(api, 'staff/create', { username, password, role, totp: withTotp }),
    onSuccess: (output) => {
      setCreated(output);
      setUsername('');
      setPassword('');
      refresh();
    },
  });
  const update = useMutation({
    mutationFn: (change: { staffId: number; role?: StaffRole; active?: boolean }) => consoleCall(api, 'staff/update', change),
    onSuccess: refresh,
  });
  const totpRequired = ROLES_NEEDING_TOTP.includes(role);

  function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    create.mutate();
  }

  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title" className={styles.title}>
        Operators
      </h1>
      <form className={`${styles.card} ${styles.toolbar}`} aria-label="New operator" onSubmit={submit}>
        <label className={styles.field}>
          Username
          <InputText value={username} onChange={(e) => setUsername(e.target.value)} required minLength={3} maxLength={32} />
        </label>
        <label className={styles.field}>
          Password (12+ characters)
          <InputText
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            minLength={12}
            autoComplete="new-password"
          />
        </label>
        <label className={styles.field}>
          Role
          <select value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={totpRequired || withTotp}
            disabled={totpRequired}
            onChange={(e) => setWithTotp(e.target.checked)}
          />
          Second factor (TOTP){totpRequired ? ' — required for this role' : ''}
        </label>
        <Button type="submit" label="Create operator" loading={create.isPending} />
      </form>
      {create.isError ? (
        <p className={styles.error} role="alert">
          {reasonText(create.error.message)}
        </p>
      ) : null}
      {created ? (
        <>
          <p className={styles.ok} role="status">
            Operator {created.staff.username} ({created.staff.role}) created.
          </p>
          {created.totp ? <TotpEnrolment username={created.staff.username} secret={created.totp.secret} uri={created.totp.uri} /> : null}
        </>
      ) : null}
      {update.isError ? (
        <p className={styles.error} role="alert">
          {reasonText(update.error.message)}
        </p>
      ) : null}
      {list.isError ? (
        <LoadFailed what="The operators" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <DataTable
          {...tableSetup('Operators')}
          value={list.data ?? []}
          loading={list.isPending}
          dataKey="id"
          emptyMessage="No operators yet."
        >
          <Column frozen field="id" header="#" />
          <Column field="username" header="Username" />
          <Column
            header="Role"
            body={(row: StaffProfile) => (
              <select
                aria-label={`Role of ${row.username}`}
                value={row.role}
                disabled={!row.active}
                onChange={(e) => update.mutate({ staffId: row.id, role: e.target.value as StaffRole })}
              >
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            )}
          />
          <Column header="Second factor" body={(row: StaffProfile) => (row.totpEnabled ? 'TOTP' : '—')} />
          <Column header="State" body={(row: StaffProfile) => (row.active ? 'active' : 'disabled')} />
          <Column header="Created (UTC)" body={(row: StaffProfile) => row.createdAt.replace('T', ' ').slice(0, 16)} />
          <Column
            header=""
            body={(row: StaffProfile) =>
              row.active ? (
                <Button
                  label="Disable"
                  size="small"
                  severity="danger"
                  text
                  onClick={() => update.mutate({ staffId: row.id, active: false })}
                />
              ) : null
            }
          />
        </DataTable>
      )}
    </section>
  );
}
