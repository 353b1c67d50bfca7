'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { HelpTopic } from '@/lib/contracts/communication';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { ContentPreview, useContentPreview } from './content-preview';
import { LoadFailed, Outcome } from './content-kit';
import content from './content.module.css';
import { DraftActions, DraftState, documentOf, useDrafts, useSaveDraft } from './drafts-kit';
import { LocalizedTexts, writtenLanguages, type Texts } from './localized-texts';
import { previewUrl, siteSegment, type SiteCountry } from './preview-paths';
import { tableSetup } from '../components/table-setup';
import { contactsQueryOptions, helpTopicsQueryOptions } from './api';

/** A help page as the list shows it: what is published, and the draft over it when there is one. */
type Row = { slug: string; live: HelpTopic | null; draft: (HelpTopic & { enabled: boolean }) | null };
const shown = (row: Row) => row.draft ?? row.live!;
const stateOf = (row: Row) => (!row.draft ? 'Published' : row.draft.enabled ? 'Draft' : 'Draft: remove');

function TopicEditor({
  row,
  languages,
  mayEdit,
  onSaved,
  onChanged,
  onPreview,
}: {
  row: Row | null;
  languages: string[];
  mayEdit: boolean;
  onSaved: (slug: string, text: string) => void;
  onChanged: (text: string) => void;
  onPreview: ((slug: string) => void) | null;
}) {
  const start = row ? shown(row) : null;
  const [slug, setSlug] = useState(start?.slug ?? '');
  const [texts, setTexts] = useState<Texts>({ title: start?.title ?? {}, body: start?.content ?? {} });
  const save = useSaveDraft('help', (_key, { document: page }) =>
    onSaved(page.slug, page.enabled ? `Help page “${page.slug}” saved as a draft.` : `Removal of “${page.slug}” saved as a draft.`),
  );
  const saveDraft = (enabled: boolean) => {
    const written = writtenLanguages(texts);
    save.mutate({ document: { slug, title: written.title, content: written.body, enabled } });
  };
  return (
    <form className={`${styles.card} ${content.editor}`} aria-label="Help page" onSubmit={(e) => (e.preventDefault(), saveDraft(true))}>
      {row ? <DraftState hasDraft={row.draft !== null} isLive={row.live !== null} /> : null}
      {row?.draft && !row.draft.enabled ? <p className={styles.muted}>Publishing this draft removes the page from the site.</p> : null}
      <label className={styles.field}>
        Address (/help-center/…)
        <InputText
          value={slug}
          disabled={!mayEdit || row !== null}
          required
          pattern="[a-z0-9][a-z0-9-]{0,39}"
          onChange={(e) => setSlug(e.target.value.toLowerCase())}
        />
      </label>
      <LocalizedTexts languages={languages} value={texts} onChange={setTexts} disabled={!mayEdit} titleMax={120} />
      {mayEdit ? (
        <div className={styles.actions}>
          <Button type="submit" label="Save draft" loading={save.isPending && save.variables?.document.enabled !== false} />
          {row?.live ? <Button type="button" label="Remove" severity="danger" text onClick={() => saveDraft(false)} /> : null}
        </div>
      ) : null}
      <Outcome error={save.error} done={null} />
      {row ? (
        <DraftActions
          kind="help"
          draftKey={row.slug}
          hasDraft={row.draft !== null}
          mayEdit={mayEdit}
          onPreview={onPreview && (row.draft?.enabled ?? true) ? () => onPreview(row.slug) : null}
          onChanged={onChanged}
        />
      ) : null}
    </form>
  );
}

/** Help-centre pages per language: the list (published and drafts), an editor, and the page's preview. */
export function HelpView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const topics = useQuery(helpTopicsQueryOptions(api));
  const drafts = useDrafts('help');
  const contacts = useQuery(contactsQueryOptions(api));
  const countries: SiteCountry[] = contacts.data ?? [];
  const languages = [...new Set(['en', ...countries.flatMap((c) => c.languages)])];
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const preview = useContentPreview<{ slug: string }>(({ slug }) =>
    previewUrl(siteSegment(countries, { language: 'en' }), `/help-center/${slug}`),
  );
  const rows = helpRows(topics.data ?? [], drafts.byKey);
  const current = editing && editing !== 'new' ? (rows.find((r) => r.slug === editing) ?? null) : null;
  const failed = topics.error ?? drafts.query.error;
  const edit = (slug: string | 'new' | null) => (setNotice(null), setEditing(slug));

  return (
    <section aria-labelledby="help-title">
      <h1 id="help-title" className={styles.title}>
        Help centre
      </h1>
      <div className={styles.toolbar}>
        {mayEdit ? <Button label="New help page" icon="pi pi-plus" size="small" onClick={() => edit('new')} /> : null}
      </div>
      <Outcome error={null} done={notice} />
      <div className={content.split}>
        {failed ? (
          <LoadFailed what="The help pages" error={failed} retry={() => void (topics.refetch(), drafts.query.refetch())} />
        ) : (
          <HelpTable rows={rows} loading={topics.isPending || drafts.query.isPending} current={current} onChoose={edit} />
        )}
        {/* An edited page's editor waits for its row: a page published from a draft leaves the
            drafts before the published list has it, and an editor opened in that moment would
            start empty. */}
        {editing === 'new' || current ? (
          <TopicEditor
            key={current ? drafts.editorKey(current.slug) : 'new'}
            row={current}
            languages={languages}
            mayEdit={mayEdit}
            onSaved={(slug, text) => (setEditing(slug), setNotice(text), preview.reload({ slug }))}
            onChanged={(text) => (setNotice(text), preview.reload())}
            onPreview={(slug) => preview.open({ slug })}
          />
        ) : (
          <p className={styles.muted}>Choose a page to edit it{mayEdit ? ', or add a new one' : ''}.</p>
        )}
      </div>
      <ContentPreview preview={preview} />
    </section>
  );
}

/** Published pages with their drafts, then the drafts of new ones; a draft without `enabled` keeps its page. */
function helpRows(live: readonly HelpTopic[], drafts: ReturnType<typeof useDrafts>['byKey']): Row[] {
  return [
    ...live.map((topic) => ({ slug: topic.slug, live: topic, draft: documentOf<'help'>(drafts.get(topic.slug)) ?? null })),
    ...[...drafts.values()]
      .filter((d) => !live.some((t) => t.slug === d.key))
      .map((d) => ({ slug: d.key, live: null, draft: documentOf<'help'>(d)! })),
  ].map((r) => ({ ...r, draft: r.draft ? { ...r.draft, enabled: r.draft.enabled ?? true } : null }));
}

function HelpTable({
  rows,
  loading,
  current,
  onChoose,
}: {
  rows: Row[];
  loading: boolean;
  current: Row | null;
  onChoose: (slug: string | null) => void;
}) {
  return (
    <DataTable
      value={rows}
      loading={loading}
      dataKey="slug"
      selectionMode="single"
      selection={current}
      onSelectionChange={(e) => onChoose((e.value as Row | null)?.slug ?? null)}
      emptyMessage="No help pages yet."
      {...tableSetup('Help pages')}
    >
      <Column frozen field="slug" header="Page" />
      <Column header="Title" body={(r: Row) => shown(r).title.en ?? Object.values(shown(r).title)[0]} />
      <Column
        header="State"
        body={(r: Row) => (
          <span className={content.badge} data-state={r.draft ? 'draft' : 'published'}>
            {stateOf(r)}
          </span>
        )}
      />
    </DataTable>
  );
}
