'use client';

import styles from '../console.module.css';
import content from './content.module.css';

/** Shared parts of the Content pages: language switcher, load-failed card, outcome line, HTML field. */

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

/** The console's load-failed card and outcome line, here too so the Content pages import their parts from one place. */
export { LoadFailed } from '../components/load-failed';
export { Outcome } from '../components/page-frame';

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
