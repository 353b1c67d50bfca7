'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { reasonText } from '../reasons';
import styles from '../console.module.css';
import content from './content.module.css';

/** Shared parts of the Content pages: language switcher, load-failed card, outcome line, list query, HTML field. */

export const utc = (iso: string | null | undefined) => (iso ? iso.replace('T', ' ').slice(0, 16) : '—');

/** One button per language; a dot marks the languages that have text. */
export function LanguageSwitch({
  languages,
  current,
  filled,
  onChange,
  label = 'Language',
}: {
  languages: readonly string[];
  current: string;
  filled: (language: string) => boolean;
  onChange: (language: string) => void;
  label?: string;
}) {
  return (
    <div className={content.langs} role="group" aria-label={label}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          className={content.lang}
          aria-pressed={language === current}
          data-filled={filled(language)}
          onClick={() => onChange(language)}
        >
          {language}
        </button>
      ))}
    </div>
  );
}

/** The console's load-failed card, here too so the Content pages keep importing their parts from one place. */
export { LoadFailed } from '../components/load-failed';

export function Outcome({ error, done }: { error: Error | null; done: ReactNode }) {
  if (error)
    return (
      <p className={styles.error} role="alert">
        {reasonText(error.message)}
      </p>
    );
  return done ? (
    <p className={styles.ok} role="status">
      {done}
    </p>
  ) : null;
}

/** A console list query with the shared key prefix (a publish refreshes every console list). */
export function useConsoleList<T>(key: readonly unknown[], load: () => Promise<T>) {
  return useQuery({ queryKey: ['console', ...key], queryFn: load });
}

export function HtmlField({
  label,
  value,
  onChange,
  disabled,
  rows = 8,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
  rows?: number;
}) {
  return (
    <label className={`${styles.field} ${content.wide}`}>
      {label}
      <textarea className={content.textarea} rows={rows} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
