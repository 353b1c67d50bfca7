'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { consoleCall, useConsoleApi } from '../../console-api';
import { reasonText } from '../../reasons';
import styles from '../../console.module.css';
import content from './content.module.css';

/** Shared parts of the Content pages: language switcher, load-failed card, the catalogue's Publish button. */

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

export function LoadFailed({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  return (
    <div className={styles.card} role="alert">
      <p className={styles.error}>
        {what} could not be loaded: {reasonText(error.message)}
      </p>
      <Button label="Retry" size="small" onClick={retry} />
    </div>
  );
}

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

/**
 * Writes the public files from what is saved (contact, general info with the help topics, SEO)
 * and moves version.json on, so every site instance reads the change on its next request.
 */
export function PublishCatalogue({ mayEdit, what }: { mayEdit: boolean; what: string }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: () => consoleCall(api, 'operator/catalog-publish', {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
  if (!mayEdit) return null;
  const result = publish.data;
  return (
    <div className={styles.toolbar}>
      <Button label={`Publish ${what}`} icon="pi pi-upload" size="small" loading={publish.isPending} onClick={() => publish.mutate()} />
      <Outcome
        error={publish.error}
        done={
          result ? (result.published ? `Published: version ${result.version}.` : `Nothing changed since version ${result.version}.`) : null
        }
      />
    </div>
  );
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
