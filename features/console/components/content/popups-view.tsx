'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { OperatorPopup } from '@/lib/contracts/content';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../../console-api';
import styles from '../../console.module.css';
import { LoadFailed, Outcome, useConsoleList } from './content-kit';
import content from './content.module.css';
import { LocalizedTexts, writtenLanguages, type Texts } from './localized-texts';

type Draft = Omit<OperatorPopup, 'id' | 'title' | 'content'> & { id?: number; texts: Texts };
const fresh = (currency: string): Draft => ({ currency, texts: { title: {}, body: {} }, img: '', link: '', hidePeriod: 1, enabled: true });

function PopupEditor({
  popup,
  currencies,
  languages,
  mayEdit,
  onSaved,
}: {
  popup: Draft;
  currencies: string[];
  languages: string[];
  mayEdit: boolean;
  onSaved: (id: number) => void;
}) {
  const api = useConsoleApi();
  const [draft, setDraft] = useState(popup);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: () => {
      const { title, body } = writtenLanguages(draft.texts);
      const { texts: _texts, ...rest } = draft;
      return consoleCall(api, 'operator/popup-save', { ...rest, title, content: body });
    },
    onSuccess: (out) => onSaved(out.id),
  });
  return (
    <form className={content.editor} aria-label="Pop-up" onSubmit={(e) => (e.preventDefault(), save.mutate())}>
      <fieldset disabled={!mayEdit} className={content.grid} style={{ border: 0, padding: 0, margin: 0 }}>
        <label className={styles.field}>
          Currency
          <select value={draft.currency} onChange={(e) => set('currency', e.target.value)}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Link (a site path)
          <InputText value={draft.link} placeholder="/promotions" onChange={(e) => set('link', e.target.value)} />
        </label>
        <label className={styles.field}>
          Image (storage key or path)
          <InputText value={draft.img} placeholder="media/popups/news.svg" onChange={(e) => set('img', e.target.value)} />
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
      </fieldset>
      {mayEdit ? <Button type="submit" label="Save pop-up" loading={save.isPending} /> : null}
      <Outcome error={save.error} done={null} />
    </form>
  );
}

/** Announcement pop-ups on the home page, per currency: list, editor, live or hidden. */
export function PopupsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const popups = useConsoleList(['popups'], () => consoleCall(api, 'operator/popup-list', undefined));
  const contacts = useConsoleList(['contacts'], () => consoleCall(api, 'operator/contact-list', undefined));
  const [editing, setEditing] = useState<Draft | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const currencies = [...new Set((contacts.data ?? []).map((c) => c.currency))].sort();
  const languages = [...new Set(['en', ...(contacts.data ?? []).flatMap((c) => c.languages)])];

  return (
    <section aria-labelledby="popups-title">
      <h1 id="popups-title" className={styles.title}>
        Pop-ups
      </h1>
      <p className={styles.muted}>Announcements docked on the home page. A saved pop-up that is live shows on members’ next visit.</p>
      <div className={styles.toolbar}>
        {mayEdit ? (
          <Button
            label="New pop-up"
            icon="pi pi-plus"
            size="small"
            onClick={() => (setNotice(null), setEditing(fresh(currencies[0] ?? 'MYR')))}
          />
        ) : null}
      </div>
      <Outcome error={null} done={notice} />
      {popups.isError ? (
        <LoadFailed what="The pop-ups" error={popups.error} retry={() => void popups.refetch()} />
      ) : (
        <DataTable
          value={popups.data ?? []}
          loading={popups.isPending}
          dataKey="id"
          size="small"
          stripedRows
          paginator
          rows={15}
          sortField="currency"
          sortOrder={1}
          emptyMessage="No pop-ups yet."
          pt={{ table: { 'aria-label': 'Pop-ups' } }}
        >
          <Column field="id" header="#" sortable />
          <Column field="currency" header="Currency" sortable filter filterPlaceholder="MYR" showFilterMenu={false} />
          <Column header="Title" body={(p: OperatorPopup) => p.title.en ?? Object.values(p.title)[0]} />
          <Column header="Languages" body={(p: OperatorPopup) => Object.keys(p.title).join(' ')} />
          <Column field="link" header="Link" />
          <Column header="Hide (days)" body={(p: OperatorPopup) => p.hidePeriod} />
          <Column
            field="enabled"
            header="State"
            sortable
            body={(p: OperatorPopup) => (
              <span className={content.badge} data-state={p.enabled ? 'published' : 'draft'}>
                {p.enabled ? 'live' : 'hidden'}
              </span>
            )}
          />
          <Column
            header=""
            body={(p: OperatorPopup) => (
              <Button
                label={mayEdit ? 'Edit' : 'View'}
                size="small"
                text
                onClick={() => (setNotice(null), setEditing({ ...p, texts: { title: p.title, body: p.content } }))}
              />
            )}
          />
        </DataTable>
      )}
      <Dialog
        header={editing?.id ? `Pop-up #${editing.id}` : 'New pop-up'}
        visible={editing !== null}
        onHide={() => setEditing(null)}
        style={{ width: 'min(56rem, 96vw)' }}
        modal
      >
        {editing ? (
          <PopupEditor
            key={editing.id ?? 'new'}
            popup={editing}
            currencies={currencies.length ? currencies : ['MYR']}
            languages={languages}
            mayEdit={mayEdit}
            onSaved={(id) => {
              setEditing(null);
              setNotice(`Pop-up #${id} saved.`);
              void queryClient.invalidateQueries({ queryKey: ['console', 'popups'] });
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
