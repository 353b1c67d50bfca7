'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import styles from '../console.module.css';

export type NewBank = { bankName: string; accountName: string; accountNumber: string };
const EMPTY: NewBank = { bankName: '', accountName: '', accountNumber: '' };

/** A receiving account for the chosen currency; emptied once the account is made. */
export function NewBankForm({
  currency,
  busy,
  onAdd,
}: {
  currency: string;
  busy: boolean;
  onAdd: (bank: NewBank, done: () => void) => void;
}) {
  const [draft, setDraft] = useState(EMPTY);
  const field = (key: keyof NewBank, text: string, clean: (v: string) => string, minLength: number) => (
    <label className={styles.field}>
      {text}
      <InputText
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: clean(e.target.value) })}
        required
        minLength={minLength}
        {...(key === 'accountNumber' ? { inputMode: 'numeric' as const } : {})}
      />
    </label>
  );
  return (
    <>
      <h3 className={styles.subtitle}>New {currency} account</h3>
      <form
        className={styles.toolbar}
        aria-label="New bank account"
        onSubmit={(e) => {
          e.preventDefault();
          onAdd(draft, () => setDraft(EMPTY));
        }}
      >
        {field('bankName', 'Bank', (v) => v.slice(0, 80), 2)}
        {field('accountName', 'Account name', (v) => v.slice(0, 80), 2)}
        {field('accountNumber', 'Account number', (v) => v.replace(/[^\d -]/g, '').slice(0, 40), 4)}
        <Button type="submit" label={`Add to ${currency || '…'}`} loading={busy} disabled={!currency} />
      </form>
    </>
  );
}
