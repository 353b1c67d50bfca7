'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { ModuleSettingView } from '@/lib/contracts/console';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../console-api';
import { reasonText } from '../reasons';
import styles from '../console.module.css';
import { LoadFailed } from '../components/load-failed';

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

function ModuleRow({ module, mayEdit }: { module: ModuleSettingView; mayEdit: boolean }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [web, setWeb] = useState(module.web);
  const [mobile, setMobile] = useState(module.mobile);
  const save = useMutation({
    mutationFn: () => consoleCall(api, 'operator/module-save', { name: module.name, parent: module.parent, web, mobile }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'modules'] }),
  });
  const title = module.parent ? `${module.parent} › ${module.name}` : module.name;
  return (
    <form
      className={`${styles.card} ${styles.moduleRow}`}
      aria-label={`Module ${title}`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <span className={styles.moduleName}>{title}</span>
      <PartEditor label="Web" part={web} onChange={setWeb} disabled={!mayEdit} />
      <PartEditor label="Mobile" part={mobile} onChange={setMobile} disabled={!mayEdit} />
      <div className={styles.actions}>
        {mayEdit ? <Button type="submit" label="Save" size="small" loading={save.isPending} /> : null}
        {save.isSuccess ? (
          <span className={styles.ok} role="status">
            Saved
          </span>
        ) : null}
        {save.isError ? (
          <span className={styles.error} role="alert">
            {reasonText(save.error.message)}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Module visibility: every module and sub-module, on web and on mobile, shown to everyone but some
 * members or hidden from everyone but some. The site reads the change within its config cache time.
 */
export function ModulesView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const modules = useQuery({ queryKey: ['console', 'modules'], queryFn: () => consoleCall(api, 'operator/module-list', undefined) });
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  return (
    <section aria-labelledby="modules-title">
      <h1 id="modules-title" className={styles.title}>
        Module visibility
      </h1>
      {modules.isPending ? <p className={styles.muted}>Loading the modules…</p> : null}
      {modules.isError ? <LoadFailed what="The modules" error={modules.error} retry={() => void modules.refetch()} /> : null}
      {modules.data?.length === 0 ? <p className={styles.muted}>No modules are configured.</p> : null}
      {modules.data?.map((m) => (
        <ModuleRow key={`${m.parent}/${m.name}`} module={m} mayEdit={mayEdit} />
      ))}
    </section>
  );
}
