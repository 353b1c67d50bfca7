'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { OperatorPopup } from '@/lib/contracts/content';
import { ImageUpload } from '../components/image-upload';
import styles from '../console.module.css';
import { Options } from '../components/options';
import { Outcome } from './content-kit';
import content from './content.module.css';
import { useSaveDraft } from './drafts-kit';
import { LocalizedTexts, writtenLanguages, type Texts } from './localized-texts';

/** A pop-up as the editor holds it: its texts per language, and `key` (the draft's) once saved. */
export type PopupDraft = Omit<OperatorPopup, 'id' | 'title' | 'content'> & { id?: number; key?: string; texts: Texts };
export const freshPopup = (currency: string): PopupDraft => ({
  currency,
  texts: { title: {}, body: {} },
  img: '',
  link: '',
  hidePeriod: 1,
  enabled: true,
});

/** One pop-up's draft: currency, link, how long "don't show" hides it, live or hidden, texts and image. */
export function PopupEditor({
  popup,
  currencies,
  languages,
  mayEdit,
  onSaved,
}: {
  popup: PopupDraft;
  currencies: string[];
  languages: string[];
  mayEdit: boolean;
  onSaved: (key: string) => void;
}) {
  const [draft, setDraft] = useState(popup);
  const set = <K extends keyof PopupDraft>(key: K, value: PopupDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useSaveDraft('popup', onSaved);
  const submit = () => {
    const { title, body } = writtenLanguages(draft.texts);
    const { texts: _texts, key, ...rest } = draft;
    save.mutate({ document: { ...rest, title, content: body }, key });
  };
  return (
    <form className={content.editor} aria-label="Pop-up" onSubmit={(e) => (e.preventDefault(), submit())}>
      <fieldset disabled={!mayEdit} className={content.grid} style={{ border: 0, padding: 0, margin: 0 }}>
        <label className={styles.field}>
          Currency
          <select value={draft.currency} onChange={(e) => set('currency', e.target.value)}>
            <Options values={currencies} />
          </select>
        </label>
        <label className={styles.field}>
          Link (a site path)
          <InputText value={draft.link} placeholder="/promotions" onChange={(e) => set('link', e.target.value)} />
        </label>
        <label className={styles.field}>
          Hide for (days after “don’t show”)
          <InputText
            type="number"
            min={0}
            max={365}
            value={String(draft.hidePeriod)}
            onChange={(e) => set('hidePeriod', Math.max(0, Math.min(365, Number(e.target.value) || 0)))}
          />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
          Live (members see it)
        </label>
        <LocalizedTexts languages={languages} value={draft.texts} onChange={(texts) => set('texts', texts)} disabled={!mayEdit} />
        <div className={content.wide}>
          <ImageUpload
            use="popup"
            label="Image (600×300, PNG, JPEG or WebP, up to 1.5 MB; optional)"
            alt="Pop-up image"
            value={draft.img}
            optional
            onChange={(img) => set('img', img)}
          />
        </div>
      </fieldset>
      {mayEdit ? <Button type="submit" label="Save draft" loading={save.isPending} /> : null}
      <Outcome error={save.error} done={null} />
    </form>
  );
}
