'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { CONTACT_CHANNELS } from '@/lib/contracts/communication';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { ContentPreview, useContentPreview } from './content-preview';
import { LoadFailed, Outcome } from './content-kit';
import content from './content.module.css';
import { DraftActions, DraftState, documentOf, useDrafts, useSaveDraft } from './drafts-kit';
import { previewUrl, siteSegment } from './preview-paths';
import { tableSetup } from '../components/table-setup';
import { contactsQueryOptions } from './api';

type Country = { countryCode: string; country: string; currency: string; languages: string[]; data: Record<string, string> };
/** A country as the list shows it: the draft's channels over the published ones. */
type Row = Country & { hasDraft: boolean };
const LABELS: Record<string, string> = {
  kakao: 'KakaoTalk',
  facebook_url: 'Facebook link',
  instagram_url: 'Instagram link',
  youtube_url: 'YouTube link',
  twitter_url: 'X link',
};
const label = (channel: string) => LABELS[channel] ?? channel.charAt(0).toUpperCase() + channel.slice(1);
const channelsOf = (data: Record<string, string>) =>
  CONTACT_CHANNELS.filter((c) => data[c])
    .map(label)
    .join(', ') || 'none';

function ContactEditor({
  country,
  mayEdit,
  onChanged,
  onPreview,
}: {
  country: Row;
  mayEdit: boolean;
  onChanged: (text: string) => void;
  onPreview: () => void;
}) {
  const [data, setData] = useState<Record<string, string>>(country.data);
  const set = (key: string, value: string) => setData((d) => ({ ...d, [key]: value }));
  const save = useSaveDraft('contact', () => onChanged(`Channels of ${country.country} saved as a draft.`));
  return (
    <form
      className={`${styles.card} ${content.editor}`}
      aria-label={`Contact channels of ${country.country}`}
      onSubmit={(e) => (e.preventDefault(), save.mutate({ document: { countryCode: country.countryCode, data } }))}
    >
      <DraftState hasDraft={country.hasDraft} isLive />
      <fieldset disabled={!mayEdit} className={content.grid} style={{ border: 0, padding: 0, margin: 0 }}>
        {CONTACT_CHANNELS.map((channel) => (
          <div key={channel} className={styles.field}>
            <label className={styles.field}>
              {label(channel)}
              <InputText
                value={data[channel] ?? ''}
                maxLength={300}
                placeholder={channel.endsWith('_url') ? 'https://…' : ''}
                onChange={(e) => set(channel, e.target.value)}
              />
            </label>
            {channel.endsWith('_url') ? (
              <label className={styles.field}>
                {label(channel)} label
                <InputText
                  value={data[`${channel}_label`] ?? ''}
                  maxLength={300}
                  onChange={(e) => set(`${channel}_label`, e.target.value)}
                />
              </label>
            ) : null}
          </div>
        ))}
        <label className={`${styles.field} ${content.wide}`}>
          Live-chat script (an https address, loaded on every page of the country)
          <InputText
            value={data.liveChatScript ?? ''}
            maxLength={300}
            placeholder="https://chat.vendor.example/widget.js"
            onChange={(e) => set('liveChatScript', e.target.value)}
          />
        </label>
      </fieldset>
      <p className={styles.muted}>An empty field switches the channel off.</p>
      {mayEdit ? <Button type="submit" label="Save draft" loading={save.isPending} /> : null}
      <Outcome error={save.error} done={null} />
      <DraftActions
        kind="contact"
        draftKey={country.countryCode}
        hasDraft={country.hasDraft}
        mayEdit={mayEdit}
        onPreview={onPreview}
        onChanged={onChanged}
      />
    </form>
  );
}

/** Contact channels per country (and its live-chat script), edited as drafts; members see them once published. */
export function ContactsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const list = useQuery(contactsQueryOptions(api));
  const drafts = useDrafts('contact');
  const [selectedCode, setSelectedCode] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const preview = useContentPreview<{ country: string }>(({ country }) =>
    previewUrl(siteSegment(list.data ?? [], { country }), '/?action=contact-us'),
  );
  const rows: Row[] = (list.data ?? []).map((c) => {
    const doc = documentOf<'contact'>(drafts.byKey.get(c.countryCode));
    return { ...c, data: doc?.data ?? c.data, hasDraft: doc !== undefined };
  });
  const selected = rows.find((r) => r.countryCode === selectedCode) ?? null;
  const failed = list.error ?? drafts.query.error;
  return (
    <section aria-labelledby="contact-title">
      <h1 id="contact-title" className={styles.title}>
        Contact channels
      </h1>
      <Outcome error={null} done={notice} />
      <div className={content.split}>
        {failed ? (
          <LoadFailed what="The countries" error={failed} retry={() => void (list.refetch(), drafts.query.refetch())} />
        ) : (
          <DataTable
            value={rows}
            loading={list.isPending || drafts.query.isPending}
            dataKey="countryCode"
            selectionMode="single"
            selection={selected}
            onSelectionChange={(e) => (setNotice(null), setSelectedCode((e.value as Row | null)?.countryCode ?? null))}
            emptyMessage="No countries are enabled."
            {...tableSetup('Countries')}
          >
            <Column frozen field="countryCode" header="Code" />
            <Column
              header="Country"
              body={(c: Row) => (
                <>
                  {c.country}{' '}
                  {c.hasDraft ? (
                    <span className={content.badge} data-state="draft">
                      Draft
                    </span>
                  ) : null}
                </>
              )}
            />
            <Column header="Channels" body={(c: Row) => channelsOf(c.data)} />
          </DataTable>
        )}
        {selected ? (
          <ContactEditor
            key={drafts.editorKey(selected.countryCode)}
            country={selected}
            mayEdit={mayEdit}
            onChanged={(text) => (setNotice(text), preview.reload())}
            onPreview={() => preview.open({ country: selected.countryCode })}
          />
        ) : (
          <p className={styles.muted}>Choose a country to see its channels.</p>
        )}
      </div>
      <ContentPreview preview={preview} />
    </section>
  );
}
