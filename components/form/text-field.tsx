'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
};

/** A labelled input with its error message, announced to screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, hint, prefix, suffix, id, ...input }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
        <input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {suffix}
      </div>
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});
