'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '@/components/form';
import { FormError } from './states';
import styles from './security.module.css';

type Props = {
  /** What the code is asked for, in words. */
  prompt: ReactNode;
  label: string;
  submitLabel: string;
  /** A danger action (turning off) is drawn as one. */
  tone?: 'primary' | 'danger';
  pending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
  /** Only the app's six digits (confirming a setup), or recovery codes too. */
  digitsOnly?: boolean;
};

/** Asks for a code (the app's six digits or a recovery code) before a security change. */
export function CodeForm({ prompt, label, submitLabel, tone = 'primary', pending, error, onSubmit, onCancel, digitsOnly = false }: Props) {
  const t = useTranslations('security');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length < 6) return setMissing(true);
    setMissing(false);
    onSubmit(code.trim());
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      {typeof prompt === 'string' ? <p className={styles.muted}>{prompt}</p> : prompt}
      <TextField
        label={label}
        autoComplete="one-time-code"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={digitsOnly ? 6 : 32}
        value={code}
        error={missing ? t('two_factor_required') : undefined}
        onChange={(event) => setCode(digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value)}
      />
      <FormError message={error} />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${styles.button} ${tone === 'danger' ? styles.danger : styles.primary}`}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {submitLabel}
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
