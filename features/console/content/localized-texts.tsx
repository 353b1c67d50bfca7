'use client';

import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import styles from '../console.module.css';
import { HtmlField, LanguageSwitch } from './content-kit';
import content from './content.module.css';

export type Texts = { title: Record<string, string>; body: Record<string, string> };

/** Keeps only the languages that have a title: the platform falls back to English for the others. */
export function writtenLanguages(texts: Texts): Texts {
  const languages = Object.keys(texts.title).filter((l) => texts.title[l]?.trim());
  return {
    title: Object.fromEntries(languages.map((l) => [l, texts.title[l]!.trim()])),
    body: Object.fromEntries(languages.map((l) => [l, texts.body[l] ?? ''])),
  };
}

/** A title and an HTML body per language, one language at a time. */
export function LocalizedTexts({
  languages,
  value,
  onChange,
  disabled,
  bodyLabel = 'Content (HTML)',
  titleMax = 200,
}: {
  languages: readonly string[];
  value: Texts;
  onChange: (texts: Texts) => void;
  disabled?: boolean;
  bodyLabel?: string;
  titleMax?: number;
}) {
  const [language, setLanguage] = useState(languages[0] ?? 'en');
  return (
    <div className={`${styles.field} ${content.wide}`}>
      <LanguageSwitch languages={languages} current={language} filled={(l) => Boolean(value.title[l]?.trim())} onChange={setLanguage} />
      <label className={styles.field}>
        Title ({language})
        <InputText
          value={value.title[language] ?? ''}
          maxLength={titleMax}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, title: { ...value.title, [language]: e.target.value } })}
        />
      </label>
      <HtmlField
        label={`${bodyLabel} (${language})`}
        value={value.body[language] ?? ''}
        disabled={disabled}
        onChange={(html) => onChange({ ...value, body: { ...value.body, [language]: html } })}
      />
    </div>
  );
}
