'use client';

import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { ConsoleCountry } from '@/lib/contracts/console-settings';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { saveCountry, settingsKey } from './api';
import { Options } from '../components/options';
import { SaveOrCancel } from '../components/save-or-cancel';

type Language = { code: string; name: string };
export const NEW_COUNTRY: ConsoleCountry = {
  code: '',
  name: '',
  currency: '',
  languages: [{ code: 'en', name: 'English' }],
  dialCode: '',
  mobilenoLength: 10,
  inputDecimal: 2,
  enabled: false,
  sort: 99,
  members: 0,
};

/** Moves one language up the order (the first is the country's default). */
const raise = (list: Language[], index: number) =>
  index === 0 ? list : [...list.slice(0, index - 1), list[index]!, list[index - 1]!, ...list.slice(index + 1)];

/**
 * A country: name, currency (fixed once it has members), languages in order, phone rules and
 * how many decimals amount fields take. A new country starts hidden from members.
 */
export function CountryEditor(props: { country: ConsoleCountry; languages: Language[]; currencies: string[]; onClose: () => void }) {
  const isNew = props.country.code === '';
  const [form, setForm] = useState(props.country);
  const save = useConsoleSave(saveCountry, settingsKey, props.onClose);
  const set = <K extends keyof ConsoleCountry>(key: K, value: ConsoleCountry[K]) => setForm({ ...form, [key]: value });
  const currencyFixed = !isNew && props.country.members > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const { members: _members, ...input } = form;
    save.mutate(input);
  }

  return (
    <Dialog
      header={isNew ? 'New country' : `${props.country.name} (${props.country.code})`}
      visible
      onHide={props.onClose}
      style={{ width: 'min(36rem, 95vw)' }}
    >
      <form className={styles.form} onSubmit={submit} aria-label={isNew ? 'New country' : `Edit ${props.country.name}`}>
        <div className={styles.grid2}>
          <label className={styles.field}>
            Code (ISO 3166, two letters)
            <InputText
              value={form.code}
              disabled={!isNew}
              required
              maxLength={2}
              onChange={(e) => set('code', e.target.value.toUpperCase())}
            />
          </label>
          <label className={styles.field}>
            Name
            <InputText value={form.name} required minLength={2} maxLength={60} onChange={(e) => set('name', e.target.value)} />
          </label>
          <label className={styles.field}>
            Currency{currencyFixed ? ' (fixed: the country has members)' : ''}
            <select value={form.currency} disabled={currencyFixed} required onChange={(e) => set('currency', e.target.value)}>
              <option value="">choose</option>
              <Options values={props.currencies} />
            </select>
          </label>
          <label className={styles.field}>
            Dial code
            <InputText
              value={form.dialCode}
              required
              maxLength={4}
              inputMode="numeric"
              onChange={(e) => set('dialCode', e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <NumberField
            label="Mobile number length"
            min={6}
            max={15}
            value={form.mobilenoLength}
            onChange={(v) => set('mobilenoLength', v)}
          />
          <NumberField
            label="Decimals in amount fields (display only)"
            min={0}
            max={4}
            value={form.inputDecimal}
            onChange={(v) => set('inputDecimal', v)}
          />
          <NumberField label="Order in lists" min={0} max={999} value={form.sort} onChange={(v) => set('sort', v)} />
          <label className={styles.check}>
            <input type="checkbox" checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} /> Open to members
          </label>
        </div>
        <CountryLanguages chosen={form.languages} offered={props.languages} onChange={(languages) => set('languages', languages)} />
        <SaveOrCancel error={save.error} busy={save.isPending} onCancel={props.onClose} />
      </form>
    </Dialog>
  );
}

function NumberField({
  label,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className={styles.field}>
      {label}
      <InputText type="number" min={min} max={max} value={String(value)} onChange={(e) => onChange(Number(e.target.value))} />
    </label>
  );
}

/** The country's languages in order, each to move up or remove (one stays), and a button to add each other language. */
function CountryLanguages({
  chosen,
  offered,
  onChange,
}: {
  chosen: Language[];
  offered: Language[];
  onChange: (languages: Language[]) => void;
}) {
  const codes = new Set(chosen.map((l) => l.code));
  return (
    <fieldset className={styles.card}>
      <legend>Languages (the first is the default)</legend>
      <ol className={styles.form}>
        {chosen.map((language, index) => (
          <li key={language.code} className={styles.actions}>
            <span>
              {language.name} ({language.code})
            </span>
            <Button
              type="button"
              size="small"
              text
              label="Up"
              aria-label={`Move ${language.name} up`}
              disabled={index === 0}
              onClick={() => onChange(raise(chosen, index))}
            />
            <Button
              type="button"
              size="small"
              text
              severity="danger"
              label="Remove"
              aria-label={`Remove ${language.name}`}
              disabled={chosen.length === 1}
              onClick={() => onChange(chosen.filter((l) => l.code !== language.code))}
            />
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {offered
          .filter((l) => !codes.has(l.code))
          .map((l) => (
            <Button key={l.code} type="button" size="small" outlined label={`Add ${l.name}`} onClick={() => onChange([...chosen, l])} />
          ))}
      </div>
    </fieldset>
  );
}
