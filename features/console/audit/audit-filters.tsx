'use client';

import { InputText } from 'primereact/inputtext';
import styles from '../console.module.css';

export type Outcome = '' | 'ok' | 'refused' | 'forbidden';
export type AuditFilterValues = { actor: string; action: string; outcome: Outcome; from: string; to: string };
export const NO_AUDIT_FILTERS: AuditFilterValues = { actor: '', action: '', outcome: '', from: '', to: '' };

/** An endpoint name as typed: lower case, letters, digits, slashes and dashes. */
const actionName = (typed: string) =>
  typed
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9/-]/g, '');

/** Operator, action, outcome and UTC days; each change goes back to the first page (the view's onChange). */
export function AuditFiltersForm({ value, onChange }: { value: AuditFilterValues; onChange: (next: AuditFilterValues) => void }) {
  const set = <K extends keyof AuditFilterValues>(key: K, v: AuditFilterValues[K]) => onChange({ ...value, [key]: v });
  return (
    <form className={styles.toolbar} aria-label="Filter the audit log" onSubmit={(e) => e.preventDefault()}>
      <label className={styles.field}>
        Operator
        <InputText value={value.actor} onChange={(e) => set('actor', e.target.value.trim())} placeholder="username" />
      </label>
      <label className={styles.field}>
        Action
        <InputText value={value.action} onChange={(e) => set('action', actionName(e.target.value))} placeholder="operator/deposit" />
      </label>
      <label className={styles.field}>
        Outcome
        <select value={value.outcome} onChange={(e) => set('outcome', e.target.value as Outcome)}>
          <option value="">any</option>
          <option value="ok">ok</option>
          <option value="refused">refused</option>
          <option value="forbidden">forbidden</option>
        </select>
      </label>
      <label className={styles.field}>
        From (UTC)
        <input type="date" value={value.from} onChange={(e) => set('from', e.target.value)} />
      </label>
      <label className={styles.field}>
        To (UTC)
        <input type="date" value={value.to} onChange={(e) => set('to', e.target.value)} />
      </label>
    </form>
  );
}
