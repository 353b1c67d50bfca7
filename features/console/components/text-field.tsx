'use client';

import { InputText, type InputTextProps } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import styles from '../console.module.css';

/** A labelled one-line text field of the console's forms; `onText` gets the text as typed. */
export function TextField({
  label,
  onText,
  ...input
}: Omit<InputTextProps, 'onChange'> & { label: ReactNode; value: string; onText: (text: string) => void }) {
  return (
    <label className={styles.field}>
      {label}
      <InputText {...input} onChange={(e) => onText(e.target.value)} />
    </label>
  );
}
