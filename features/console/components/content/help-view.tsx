'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { HelpTopic } from '@/lib/contracts/communication';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../../console-api';
import styles from '../../console.module.css';
import { LoadFailed, Outcome, PublishCatalogue, useConsoleList } from './content-kit';
import content from './content.module.css';
import { LocalizedTexts, writtenLanguages, type Texts } from './localized-texts';

function TopicEditor({
  topic,
  languages,
  mayEdit,
  onDone,
}: {
  topic: HelpTopic | null;
  languages: string[];
  mayEdit: boolean;
  onDone: (text: string) => void;
}) {
  const api = useConsoleApi();
  const [slug, setSlug] = useState(topic?.slug ?? '');
  const [texts, setTexts] = useState<Texts>({ title: topic?.title ?? {}, body: topic?.content ?? {} });
  const save = useMutation({
    mutationFn: (enabled: boolean) => {
      const written = writtenLanguages(texts);
      return consoleCall(api, 'operator/help-topic-save', { slug, title: written.title, content: written.body, enabled });
    },
    onSuccess: (_out, enabled) => onDone(enabled ? `Help page “${slug}” saved.` : `Help page “${slug}” removed.`),
  });
  return (
    <form className={`${styles.card} ${content.editor}`} aria-label="Help page" onSubmit={(e) => (e.preventDefault(), save.mutate(true))}>
      <label className={styles.field}>
        Address (/help-center/…)
        <InputText
          value={slug}
          disabled={!mayEdit || topic !== null}
          required
          pattern="[a-z0-9][a-z0-9-]{0,39}"
          onChange={(e) => setSlug(e.target.value.toLowerCase())}
        />
      </label>
      <LocalizedTexts languages={languages} value={texts} onChange={setTexts} disabled={!mayEdit} titleMax={120} />
      {mayEdit ? (
        <div className={styles.actions}>
          <Button type="submit" label="Save help page" loading={save.isPending && save.variables} />
          {topic ? <Button type="button" label="Remove" severity="danger" text onClick={() => save.mutate(false)} /> : null}
        </div>
      ) : null}
      <Outcome error={save.error} done={null} />
    </form>
  );
}

/** Help-centre pages per language: the list and an editor. Saved pages show on the site within its data cache time. */
export function HelpView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const topics = useConsoleList(['help-topics'], () => consoleCall(api, 'operator/help-topic-list', undefined));
  const contacts = useConsoleList(['contacts'], () => consoleCall(api, 'operator/contact-list', undefined));
  const languages = [...new Set(['en', ...(contacts.data ?? []).flatMap((c) => c.languages)])];
  const [editing, setEditing] = useState<HelpTopic | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="help-title">
      <h1 id="help-title" className={styles.title}>
        Help centre
      </h1>
      <div className={styles.toolbar}>
        {mayEdit ? (
          <Button label="New help page" icon="pi pi-plus" size="small" onClick={() => (setNotice(null), setEditing('new'))} />
        ) : null}
      </div>
      <PublishCatalogue mayEdit={mayEdit} what="help and contact files" />
      <Outcome error={null} done={notice} />
      <div className={content.split}>
        {topics.isError ? (
          <LoadFailed what="The help pages" error={topics.error} retry={() => void topics.refetch()} />
        ) : (
          <DataTable
            value={topics.data ?? []}
            loading={topics.isPending}
            dataKey="slug"
            size="small"
            selectionMode="single"
            selection={editing && editing !== 'new' ? editing : null}
            onSelectionChange={(e) => (setNotice(null), setEditing((e.value as HelpTopic | null) ?? null))}
            emptyMessage="No help pages yet."
            pt={{ table: { 'aria-label': 'Help pages' } }}
          >
            <Column field="slug" header="Page" />
            <Column header="Title" body={(t: HelpTopic) => t.title.en ?? Object.values(t.title)[0]} />
            <Column header="Languages" body={(t: HelpTopic) => Object.keys(t.title).length} />
          </DataTable>
        )}
        {editing ? (
          <TopicEditor
            key={editing === 'new' ? 'new' : editing.slug}
            topic={editing === 'new' ? null : editing}
            languages={languages}
            mayEdit={mayEdit}
            onDone={(text) => {
              setEditing(null);
              setNotice(text);
              void queryClient.invalidateQueries({ queryKey: ['console', 'help-topics'] });
            }}
          />
        ) : (
          <p className={styles.muted}>Choose a page to edit it{mayEdit ? ', or add a new one' : ''}.</p>
        )}
      </div>
    </section>
  );
}
