'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { ROLES_NEEDING_TOTP, STAFF_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import styles from '../console.module.css';

export type NewOperator = { username: string; password: string; role: StaffRole; totp: boolean };

/** Username, password, role and whether a second factor is made (always for the roles that need one); emptied once created. */
export function NewOperatorForm({ busy, onCreate }: { busy: boolean; onCreate: (operator: NewOperator, done: () => void) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [withTotp, setWithTotp] = useState(false);
  const totpRequired = ROLES_NEEDING_TOTP.includes(role);
  return (
    <form
      className={`${styles.card} ${styles.toolbar}`}
      aria-label="New operator"
      onSubmit={(e) => {
        e.preventDefault();
        onCreate({ username, password, role, totp: withTotp }, () => (setUsername(''), setPassword('')));
      }}
    >
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
            <option key={r}>{r}</option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={totpRequired || withTotp} disabled={totpRequired} onChange={(e) => setWithTotp(e.target.checked)} />
        Second factor (TOTP){totpRequired ? ' — required for this role' : ''}
      </label>
      <Button type="submit" label="Create operator" loading={busy} />
    </form>
  );
}
