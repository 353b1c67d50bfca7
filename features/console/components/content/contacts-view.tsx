'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { CONTACT_CHANNELS } from '@/lib/contracts/communication';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../../console-api';
import styles from '../../console.module.css';
import { LoadFailed, Outcome, PublishCatalogue, useConsoleList } from './content-kit';
import content from './content.module.css';

type Country = { countryCode: string; country: string; data: Record<string, string> };
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

function ContactEditor({ country, mayEdit, onSaved }: { country: Country; mayEdit: boolean; onSaved: () => void }) {
  const api = useConsoleApi();
  const [data, setData] = useState<Record<string, string>>(country.data);
  const set = (key: string, value: string) => setData((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: () => consoleCall(api, 'operator/contact-save', { countryCode: country.countryCode, data }),
    onSuccess: onSaved,
  });
  return (
    <form
      className={`${styles.card} ${content.editor}`}
      aria-label={`Contact channels of ${country.country}`}
      onSubmit={(e) => (e.preventDefault(), save.mutate())}
    >
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
      {mayEdit ? <Button type="submit" label="Save channels" loading={save.isPending} /> : null}
      <Outcome error={save.error} done={save.isSuccess ? 'Saved. Publish to update the contact files.' : null} />
    </form>
  );
}

/** Contact channels per country (and its live-chat script). Saved channels reach members when published. */
export function ContactsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const list = useConsoleList(['contacts'], () => consoleCall(api, 'operator/contact-list', undefined));
  const [selected, setSelected] = useState<Country | null>(null);
  return (
    <section aria-labelledby="contact-title">
      <h1 id="contact-title" className={styles.title}>
        Contact channels
      </h1>
      <PublishCatalogue mayEdit={mayEdit} what="contact files" />
      <div className={content.split}>
        {list.isError ? (
          <LoadFailed what="The countries" error={list.error} retry={() => void list.refetch()} />
        ) : (
          <DataTable
            value={list.data ?? []}
            loading={list.isPending}
            dataKey="countryCode"
            size="small"
            selectionMode="single"
            selection={selected}
            onSelectionChange={(e) => setSelected((e.value as Country | null) ?? null)}
            emptyMessage="No countries are enabled."
            pt={{ table: { 'aria-label': 'Countries' } }}
          >
            <Column field="countryCode" header="Code" />
            <Column field="country" header="Country" />
            <Column header="Channels" body={(c: Country) => channelsOf(c.data)} />
          </DataTable>
        )}
        {selected ? (
          <ContactEditor
            key={selected.countryCode}
            country={selected}
            mayEdit={mayEdit}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: ['console', 'contacts'] })}
          />
        ) : (
          <p className={styles.muted}>Choose a country to see its channels.</p>
        )}
      </div>
    </section>
  );
}
