'use client';

import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { BannerFields, OperatorBanner, OperatorBannerList } from '@/lib/contracts/content';
import { useConsoleApi } from '../console-api';
import { ImageUpload } from '../components/image-upload';
import styles from '../console.module.css';
import { LanguageSwitch, Outcome } from './content-kit';
import content from './content.module.css';
import { saveBanner } from './api';
import { Options } from '../components/options';

const EMPTY: BannerFields = {
  currency: null,
  type: 'home',
  title: {},
  img: '',
  link: '',
  priority: 10,
  startsAt: null,
  endsAt: null,
  enabled: true,
};

/** datetime-local works in the browser's zone; the console means UTC, so the value is read and written as UTC. */
const toInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const fromInput = (value: string) => (value ? new Date(`${value}:00Z`).toISOString() : null);

type Options = Pick<OperatorBannerList, 'types' | 'currencies' | 'languages'>;

/**
 * One banner's draft: currency, type, title per language, image (uploaded to the public bucket),
 * link, order and window. Saving stores a draft; members see it only after Publish.
 */
export function BannerEditor({
  banner,
  options,
  mayEdit,
  onSaved,
}: {
  banner: OperatorBanner | null;
  options: Options;
  mayEdit: boolean;
  onSaved: (id: number) => void;
}) {
  const [fields, setFields] = useState<BannerFields>(banner?.fields ?? { ...EMPTY, type: options.types[0]?.value ?? 'home' });
  const set = <K extends keyof BannerFields>(key: K, value: BannerFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  const save = useSaveBanner(banner, onSaved);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(fields);
  };

  return (
    <form className={content.editor} aria-label="Banner" onSubmit={submit}>
      <fieldset disabled={!mayEdit} className={content.grid} style={{ border: 0, padding: 0, margin: 0 }}>
        <label className={styles.field}>
          Currency
          <select value={fields.currency ?? ''} onChange={(e) => set('currency', e.target.value || null)}>
            <option value="">every currency</option>
            <Options values={options.currencies} />
          </select>
        </label>
        <label className={styles.field}>
          Type
          <select value={fields.type} onChange={(e) => set('type', e.target.value)}>
            {options.types.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Link (a site path)
          <InputText value={fields.link} placeholder="/slots" onChange={(e) => set('link', e.target.value)} />
        </label>
        <label className={styles.field}>
          Order (lower first)
          <InputText
            type="number"
            min={0}
            max={9999}
            value={String(fields.priority)}
            onChange={(e) => set('priority', Math.max(0, Math.min(9999, Number(e.target.value) || 0)))}
          />
        </label>
        <label className={styles.field}>
          Starts (UTC)
          <input type="datetime-local" value={toInput(fields.startsAt)} onChange={(e) => set('startsAt', fromInput(e.target.value))} />
        </label>
        <label className={styles.field}>
          Ends (UTC)
          <input type="datetime-local" value={toInput(fields.endsAt)} onChange={(e) => set('endsAt', fromInput(e.target.value))} />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={fields.enabled} onChange={(e) => set('enabled', e.target.checked)} />
          Shown
        </label>
        <TitlePerLanguage languages={options.languages} title={fields.title} onChange={(title) => set('title', title)} />
        <BannerImage value={fields.img} published={banner} onChange={(img) => set('img', img)} />
      </fieldset>
      {mayEdit ? (
        <div className={styles.actions}>
          <Button type="submit" label="Save draft" loading={save.isPending} disabled={!fields.img} />
        </div>
      ) : null}
      <Outcome error={save.error} done={save.isSuccess ? 'Draft saved. Members see it after Publish.' : null} />
    </form>
  );
}

/** Saves the banner's draft (a new one without an id); empty titles are dropped, so that language falls back to English on the site. */
function useSaveBanner(banner: OperatorBanner | null, onSaved: (id: number) => void) {
  const api = useConsoleApi();
  return useMutation({
    mutationFn: (fields: BannerFields) => {
      const title = Object.fromEntries(Object.entries(fields.title).filter(([, text]) => text.trim() !== ''));
      return saveBanner(api, { ...fields, title, ...(banner ? { id: banner.id } : {}) });
    },
    onSuccess: (out) => onSaved(out.id),
  });
}

/** The title in one language at a time; a dot marks the languages that have one. */
function TitlePerLanguage({
  languages,
  title,
  onChange,
}: {
  languages: string[];
  title: BannerFields['title'];
  onChange: (title: BannerFields['title']) => void;
}) {
  const [language, setLanguage] = useState(languages[0] ?? 'en');
  return (
    <div className={`${styles.field} ${content.wide}`}>
      <span>Title per language</span>
      <LanguageSwitch
        languages={languages}
        current={language}
        filled={(l) => Boolean(title[l]?.trim())}
        onChange={setLanguage}
        label="Title language"
      />
      <InputText
        aria-label={`Title (${language})`}
        value={title[language] ?? ''}
        maxLength={120}
        onChange={(e) => onChange({ ...title, [language]: e.target.value })}
      />
    </div>
  );
}

/** One image for every language, uploaded to the public bucket; the published one is shown until it is replaced. */
function BannerImage({ value, published, onChange }: { value: string; published: OperatorBanner | null; onChange: (img: string) => void }) {
  return (
    <div className={content.wide}>
      <ImageUpload
        use="banner"
        label="Image (1200×400, PNG, JPEG or WebP, up to 1.5 MB)"
        alt="Banner image"
        value={value}
        previewUrl={published && value === published.fields.img ? published.imgUrl : undefined}
        onChange={onChange}
      />
      <p className={styles.muted}>
        One image for every language: the site prints the title over its left side in the member&rsquo;s language, so use art without words.
      </p>
    </div>
  );
}
