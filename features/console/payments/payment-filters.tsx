'use client';

import { InputText } from 'primereact/inputtext';
import styles from '../console.module.css';
import { Options } from '../components/options';

export type PaymentStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
export type PaymentKind = '' | 'deposit' | 'withdrawal';
export type PaymentFilterValues = { status: PaymentStatus; kind: PaymentKind; username: string };

const STATUSES: readonly PaymentStatus[] = ['pending', 'approved', 'rejected', 'cancelled'];

/** Status, kind and member: each change goes back to the first page (the view's onChange). */
export function PaymentFiltersForm({ value, onChange }: { value: PaymentFilterValues; onChange: (next: PaymentFilterValues) => void }) {
  return (
    <form className={styles.toolbar} aria-label="Filter payments" onSubmit={(e) => e.preventDefault()}>
      <label className={styles.field}>
        Status
        <select value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value as PaymentStatus })}>
          <Options values={STATUSES} />
        </select>
      </label>
      <label className={styles.field}>
        Kind
        <select value={value.kind} onChange={(e) => onChange({ ...value, kind: e.target.value as PaymentKind })}>
          <option value="">all</option>
          <option value="deposit">deposits</option>
          <option value="withdrawal">withdrawals</option>
        </select>
      </label>
      <label className={styles.field}>
        Member
        <InputText
          value={value.username}
          onChange={(e) => onChange({ ...value, username: e.target.value.replace(/[^A-Za-z0-9]/g, '') })}
          placeholder="username"
        />
      </label>
    </form>
  );
}
