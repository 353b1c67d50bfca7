'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { PromotionText } from '@/lib/contracts/promotions';
import { ImageUpload } from '../components/image-upload';
import { SITE_LANGUAGES, emptyText } from './promotion-form';
import styles from '../console.module.css';
import own from './promotions.module.css';

type Props = {
  languages: Record<string, PromotionText>;
  editing: string;
  onEditing: (language: string) => void;
  onChange: (languages: Record<string, PromotionText>) => void;
  disabled: boolean;
};

/**
 * One language's texts at a time: title, one-line summary, the page's HTML (the platform keeps
 * only safe tags: no scripts, styles, handlers or frames) and the uploaded image. A language
 * without a title is not saved, and the site does not list the promotion in it.
 */
export function LanguageFields({ languages, editing, onEditing, onChange, disabled }: Props) {
  const entry = languages[editing] ?? emptyText();
  const set = (patch: Partial<PromotionText>) => onChange({ ...languages, [editing]: { ...entry, ...patch } });
  return (
    <fieldset className={own.fieldset}>
      <legend>Texts</legend>
      <div className={own.tabs} role="group" aria-label="Language">
        {SITE_LANGUAGES.map((code) => (
          <Button
            key={code}
            type="button"
            size="small"
            label={languages[code]?.title ? `${code} ✓` : code}
            outlined={code !== editing}
            aria-pressed={code === editing}
            title={languages[code]?.title ? `${code}: has a text` : `${code}: no text (not listed in this language)`}
            onClick={() => onEditing(code)}
          />
        ))}
      </div>
      <label className={styles.field}>
        Title ({editing})
        <InputText value={entry.title} maxLength={120} disabled={disabled} onChange={(e) => set({ title: e.target.value })} />
      </label>
      <label className={styles.field}>
        Summary
        <InputText value={entry.summary} maxLength={300} disabled={disabled} onChange={(e) => set({ summary: e.target.value })} />
      </label>
      <label className={styles.field}>
        Page content (HTML)
        <InputTextarea
          value={entry.content}
          rows={6}
          maxLength={50_000}
          disabled={disabled}
          onChange={(e) => set({ content: e.target.value })}
        />
      </label>
      <ImageUpload
        key={editing}
        use="promotion"
        label={`Image (${editing}; 1200×400, PNG, JPEG or WebP, up to 1.5 MB; optional)`}
        alt={`Promotion image (${editing})`}
        value={entry.image}
        optional
        disabled={disabled}
        onChange={(image) => set({ image })}
      />
    </fieldset>
  );
}
