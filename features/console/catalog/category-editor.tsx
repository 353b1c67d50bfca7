'use client';

import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { ConsoleCategory } from '@/lib/contracts/console-catalog';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { catalogKey, saveCategory } from './api';
import { SaveOrCancel } from '../components/save-or-cancel';

/** A category's names per language (English required), image, priority and whether it is listed. */
export function CategoryEditor({ category, languages, onClose }: { category: ConsoleCategory; languages: string[]; onClose: () => void }) {
  const [names, setNames] = useState<Record<string, string>>(category.names);
  const [img, setImg] = useState(category.img);
  const [priority, setPriority] = useState(String(category.priority));
  const [enabled, setEnabled] = useState(category.enabled);
  const save = useConsoleSave(saveCategory, catalogKey, onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(names).filter(([, name]) => name.trim()));
    save.mutate({ currency: category.currency, type: category.type, names: filled, img, priority: Number(priority), enabled });
  }

  return (
    <Dialog header={`Category ${category.currency} › ${category.type}`} visible onHide={onClose} style={{ width: 'min(34rem, 95vw)' }}>
      <form className={styles.form} onSubmit={submit} aria-label={`Edit category ${category.type}`}>
        {languages.map((code) => (
          <label key={code} className={styles.field}>
            Name ({code}){code === 'en' ? ' — required' : ''}
            <InputText
              value={names[code] ?? ''}
              required={code === 'en'}
              maxLength={80}
              onChange={(e) => setNames({ ...names, [code]: e.target.value })}
            />
          </label>
        ))}
        <label className={styles.field}>
          Image (a path on this site or an https URL; empty: the default icon)
          <InputText value={img} maxLength={300} onChange={(e) => setImg(e.target.value)} />
        </label>
        <label className={styles.field}>
          Priority (lower comes first)
          <InputText type="number" min={0} max={9999} value={priority} onChange={(e) => setPriority(e.target.value)} required />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Listed in the lobby
        </label>
        <SaveOrCancel error={save.error} label="Save and publish" busy={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
