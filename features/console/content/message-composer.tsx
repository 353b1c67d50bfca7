'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { Draft } from '@/lib/contracts/content-drafts';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { Outcome } from './content-kit';
import content from './content.module.css';
import { documentOf } from './drafts-kit';
import { LocalizedTexts, writtenLanguages, type Texts } from './localized-texts';
import { draftsKey, saveMessageDraft } from './api';

type Kind = 'member' | 'segment' | 'all';
export type MessageCategory = 'inbox' | 'promotions_events';
type Segment = { currency: string; country: string; vipTier: string };
type Audience = { kind: Kind; username: string; segment: Segment };
type Composed = Audience & { category: MessageCategory; texts: Texts };

/** The composer's fields from a saved draft (to edit it), or empty. */
function composerOf(draft: Draft | null): Composed {
  const doc = documentOf<'message'>(draft ?? undefined);
  const audience = (doc?.audience ?? { kind: 'member' }) as {
    kind: Kind;
    username?: string;
    currency?: string;
    country?: string;
    vipTier?: string;
  };
  const langs = Object.entries(doc?.languages ?? {});
  return {
    kind: audience.kind,
    username: audience.username ?? '',
    segment: { currency: audience.currency ?? '', country: audience.country ?? '', vipTier: audience.vipTier ?? '' },
    category: (doc?.category ?? 'inbox') as MessageCategory,
    texts: { title: Object.fromEntries(langs.map(([l, t]) => [l, t.title])), body: Object.fromEntries(langs.map(([l, t]) => [l, t.body])) },
  };
}

/** The draft's document: the audience without empty segment fields, and only the languages with a title. */
function documentFrom({ kind, username, segment, category, texts }: Composed) {
  const written = writtenLanguages(texts);
  const audience =
    kind === 'member'
      ? { kind, username: username.trim() }
      : kind === 'all'
        ? { kind }
        : {
            kind,
            ...Object.fromEntries(
              Object.entries(segment)
                .filter(([, v]) => v.trim() !== '')
                .map(([k, v]) => [k, v.trim()]),
            ),
          };
  const languages = Object.fromEntries(
    Object.keys(written.title).map((l) => [l, { title: written.title[l]!, body: written.body[l] ?? '' }]),
  );
  if (Object.keys(languages).length === 0) throw new Error('Write a title in one language at least.');
  return { audience: audience as never, category, languages };
}

/** Saves the composed message as a draft (the same draft again when editing one) and refreshes the drafts. */
function useSaveMessage(draft: Draft | null, onSaved: (text: string) => void) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (composed: Composed) => saveMessageDraft(api, { document: documentFrom(composed), ...(draft ? { key: draft.key } : {}) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: draftsKey('message') });
      onSaved('Message saved as a draft: preview it, then send it from the drafts below.');
    },
  });
}

/** Composes a message as a draft (edited again while it is one); sending happens from the drafts below. */
export function ComposeMessage({
  languages,
  draft,
  onSaved,
}: {
  languages: string[];
  draft: Draft | null;
  onSaved: (text: string) => void;
}) {
  const [composed, setComposed] = useState(() => composerOf(draft));
  const set = <K extends keyof Composed>(key: K, value: Composed[K]) => setComposed((c) => ({ ...c, [key]: value }));
  const save = useSaveMessage(draft, onSaved);
  const submit = (e: FormEvent) => (e.preventDefault(), save.mutate(composed));
  return (
    <form className={`${styles.card} ${content.editor}`} aria-label={draft ? 'Message draft' : 'New message'} onSubmit={submit}>
      <div className={content.grid}>
        <AudienceFields audience={composed} onChange={(audience) => setComposed((c) => ({ ...c, ...audience }))} />
        <label className={styles.field}>
          Tab
          <select value={composed.category} onChange={(e) => set('category', e.target.value as MessageCategory)}>
            <option value="inbox">Inbox</option>
            <option value="promotions_events">Promotions & events</option>
          </select>
        </label>
      </div>
      <LocalizedTexts languages={languages} value={composed.texts} onChange={(texts) => set('texts', texts)} bodyLabel="Message (HTML)" />
      <div className={styles.actions}>
        <Button type="submit" label="Save draft" loading={save.isPending} />
      </div>
      <Outcome error={save.error} done={null} />
    </form>
  );
}

/** Who receives it: one member by username, a segment (currency, country, VIP tier), or everyone. */
function AudienceFields({ audience, onChange }: { audience: Audience; onChange: (audience: Partial<Audience>) => void }) {
  const { kind, username, segment } = audience;
  return (
    <>
      <label className={styles.field}>
        Send to
        <select value={kind} onChange={(e) => onChange({ kind: e.target.value as Kind })}>
          <option value="member">one member</option>
          <option value="segment">a segment</option>
          <option value="all">everyone</option>
        </select>
      </label>
      {kind === 'member' ? (
        <label className={styles.field}>
          Username
          <InputText value={username} onChange={(e) => onChange({ username: e.target.value })} required maxLength={32} />
        </label>
      ) : null}
      {kind === 'segment' ? <SegmentFields segment={segment} onChange={(next) => onChange({ segment: next })} /> : null}
    </>
  );
}

function SegmentFields({ segment, onChange }: { segment: Segment; onChange: (segment: Segment) => void }) {
  return (
    <>
      <label className={styles.field}>
        Currency
        <InputText
          value={segment.currency}
          placeholder="MYR"
          maxLength={3}
          onChange={(e) => onChange({ ...segment, currency: e.target.value.toUpperCase() })}
        />
      </label>
      <label className={styles.field}>
        Country
        <InputText
          value={segment.country}
          placeholder="MY"
          maxLength={2}
          onChange={(e) => onChange({ ...segment, country: e.target.value.toUpperCase() })}
        />
      </label>
      <label className={styles.field}>
        VIP tier (level or name)
        <InputText
          value={segment.vipTier}
          placeholder="Gold"
          maxLength={40}
          onChange={(e) => onChange({ ...segment, vipTier: e.target.value })}
        />
      </label>
    </>
  );
}
