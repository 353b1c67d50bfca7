'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { ModuleSettingView } from '@/lib/contracts/console';
import { SaveStatus } from '../components/save-status';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { modulesKey, saveModule } from './api';

type Part = ModuleSettingView['web'];
const RULES: Array<[Part['action'], string]> = [
  ['is_show', 'Shown, except to'],
  ['is_hide', 'Hidden, except for'],
];
const parse = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((u) => u.trim())
    .filter(Boolean);

/** One device part of one module: the rule and its exception members (usernames, comma-separated). */
function PartEditor({ label, part, onChange, disabled }: { label: string; part: Part; onChange: (p: Part) => void; disabled: boolean }) {
  return (
    <div className={styles.field}>
      <span>{label}</span>
      <select
        aria-label={`${label} rule`}
        value={part.action}
        disabled={disabled}
        onChange={(e) => onChange({ ...part, action: e.target.value as Part['action'] })}
      >
        {RULES.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <InputText
        aria-label={`${label} exceptions`}
        value={part.exceptions.join(', ')}
        disabled={disabled}
        placeholder="usernames"
        onChange={(e) => onChange({ ...part, exceptions: parse(e.target.value) })}
      />
    </div>
  );
}

/** A module's web and mobile rules, saved together. */
export function ModuleRow({ module, mayEdit }: { module: ModuleSettingView; mayEdit: boolean }) {
  const [web, setWeb] = useState(module.web);
  const [mobile, setMobile] = useState(module.mobile);
  const save = useConsoleSave(saveModule, modulesKey);
  const title = module.parent ? `${module.parent} › ${module.name}` : module.name;
  return (
    <form
      className={`${styles.card} ${styles.moduleRow}`}
      aria-label={`Module ${title}`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ name: module.name, parent: module.parent, web, mobile });
      }}
    >
      <span className={styles.moduleName}>{title}</span>
      <PartEditor label="Web" part={web} onChange={setWeb} disabled={!mayEdit} />
      <PartEditor label="Mobile" part={mobile} onChange={setMobile} disabled={!mayEdit} />
      <div className={styles.actions}>
        {mayEdit ? <Button type="submit" label="Save" size="small" loading={save.isPending} /> : null}
        <SaveStatus saved={save.isSuccess} error={save.error} />
      </div>
    </form>
  );
}
