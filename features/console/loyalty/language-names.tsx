'use client';

import { InputText } from 'primereact/inputtext';
import styles from '../console.module.css';

export type LanguageText = { name: string; description?: string | undefined };

/** A name per language (English first); empty names are dropped when saved. */
export function LanguageNames(props: {
  label: string;
  languages: string[];
  value: Record<string, LanguageText>;
  onChange: (value: Record<string, LanguageText>) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className={styles.names}>
      <legend>{props.label}</legend>
      {props.languages.map((code) => (
        <label key={code} className={styles.field}>
          {code}
          <InputText
            value={props.value[code]?.name ?? ''}
            maxLength={80}
            disabled={props.disabled}
            onChange={(e) => props.onChange({ ...props.value, [code]: { ...props.value[code], name: e.target.value } })}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** Only the languages with a name, trimmed: what the platform stores. */
export function filledNames(value: Record<string, LanguageText>): Record<string, LanguageText> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, text]) => text.name.trim())
      .map(([code, text]) => [code, { ...text, name: text.name.trim() }]),
  );
}
