'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useConsoleApi } from '../console-api';
import { LoadFailed } from '../components/load-failed';
import { SaveStatus } from '../components/save-status';
import styles from '../console.module.css';
import { useConsoleSave } from '../components/use-console-save';
import { chatSettingsKey, chatSettingsQueryOptions, saveChatSettings } from './api';

function TitleForm({ title, mayEdit }: { title: string; mayEdit: boolean }) {
  const [value, setValue] = useState(title);
  const save = useConsoleSave(saveChatSettings, chatSettingsKey);
  return (
    <form
      className={`${styles.card} ${styles.toolbar}`}
      aria-label="Live chat"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ liveChatSiteTitle: value });
      }}
    >
      <label className={styles.field}>
        Site title that shows the live-chat widget in production (empty: the deployment’s default)
        <InputText value={value} maxLength={120} disabled={!mayEdit} onChange={(e) => setValue(e.target.value)} />
      </label>
      {mayEdit ? <Button type="submit" label="Save title" size="small" loading={save.isPending} /> : null}
      <SaveStatus saved={save.isSuccess} error={save.error} />
    </form>
  );
}

/** The live-chat widget's production site title (outside production the widget shows to every member). */
export function ChatTitleForm({ mayEdit }: { mayEdit: boolean }) {
  const api = useConsoleApi();
  const settings = useQuery(chatSettingsQueryOptions(api));
  if (settings.isError) return <LoadFailed what="The live-chat setting" error={settings.error} retry={() => void settings.refetch()} />;
  if (!settings.data) return <p className={styles.muted}>Loading…</p>;
  return <TitleForm key={settings.data.liveChatSiteTitle} title={settings.data.liveChatSiteTitle} mayEdit={mayEdit} />;
}
