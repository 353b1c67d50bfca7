'use client';

import { Column } from 'primereact/column';
import { useState } from 'react';
import type { OperatorSeo } from '@/lib/contracts/content';
import { HtmlField } from './content-kit';
import content from './content.module.css';
import { useDrafts, useSaveDraft } from './drafts-kit';
import { DraftForm, EntriesTable, SectionHead, Select, pageOf, withDrafts, type Drafted, type Editing, type Footer } from './seo-kit';

const keyOf = (f: Footer) => `${f.category}:${f.lang}`;
/** The table's glimpse of a footer text: its words without the markup. */
const glimpse = (f: Footer) => `${f.content.replace(/<[^>]+>/g, ' ').slice(0, 120)}…`;

/** Footer text: the HTML under each category's page per language, a table and the chosen entry's editor. */
export function FooterSection({
  seo,
  drafts,
  loading,
  mayEdit,
  editing,
}: {
  seo: OperatorSeo | undefined;
  drafts: ReturnType<typeof useDrafts>;
  loading: boolean;
  mayEdit: boolean;
  editing: Editing;
}) {
  const [footer, setFooter] = useState<Footer | null>(null);
  const rows = withDrafts(seo?.footer ?? [], keyOf, drafts.byKey);
  const row = footer ? (rows.find((r) => r.key === keyOf(footer)) ?? null) : null;
  const startNew = () => setFooter({ category: seo?.categories[0] ?? 'home', lang: 'en', content: '' });
  return (
    <>
      <SectionHead title="Footer text" newLabel="New footer text" onNew={mayEdit && seo ? startNew : null} />
      <EntriesTable label="Footer text" rows={rows} loading={loading} selection={footer} onSelect={setFooter} empty="No footer text yet.">
        <Column frozen field="category" header="Category" sortable />
        <Column field="lang" header="Language" sortable />
        <Column header="Text" body={glimpse} />
      </EntriesTable>
      {footer && seo ? (
        <FooterEditor key={drafts.editorKey(keyOf(footer))} seo={seo} entry={row ?? footer} row={row} mayEdit={mayEdit} {...editing} />
      ) : null}
    </>
  );
}

function FooterEditor({
  seo,
  entry,
  row,
  mayEdit,
  onChanged,
  onPreview,
}: { seo: OperatorSeo; entry: Footer; row: Drafted | null; mayEdit: boolean } & Editing) {
  const [footer, setFooter] = useState(entry);
  const save = useSaveDraft('seo-footer', () => onChanged(`Footer text of “${footer.category}” (${footer.lang}) saved as a draft.`));
  const saveDraft = (remove: boolean) => save.mutate({ document: { ...footer, remove } });
  return (
    <DraftForm
      label="Footer text"
      kind="seo-footer"
      row={row}
      mayEdit={mayEdit}
      saving={save.isPending && !save.variables?.document.remove}
      error={save.error}
      removeLabel="Remove"
      onSave={() => saveDraft(false)}
      onRemove={() => saveDraft(true)}
      onPreview={() => onPreview(pageOf(entry.category), entry.lang)}
      onChanged={onChanged}
    >
      <div className={content.grid}>
        <Select label="Category" value={footer.category} options={seo.categories} onChange={(v) => setFooter({ ...footer, category: v })} />
        <Select label="Language" value={footer.lang} options={seo.languages} onChange={(v) => setFooter({ ...footer, lang: v })} />
        <HtmlField
          label="Footer text (HTML)"
          value={footer.content}
          disabled={!mayEdit}
          onChange={(v) => setFooter({ ...footer, content: v })}
        />
      </div>
    </DraftForm>
  );
}
