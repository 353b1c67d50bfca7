'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import type { ContentDraftKind, Draft, DraftDocumentInput, DraftKind } from '@/lib/contracts/content-drafts';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { Outcome } from './content-kit';
import content from './content.module.css';
import { everyConsoleKey } from '../query-keys';
import { discardContent, draftsKey, draftsQueryOptions, publishContent, saveContentDraft } from './api';

/**
 * The one draft → preview → publish kit of the Content pages (docs/console.md, "Drafts"): the
 * drafts of a kind, the state line of an edited item, and its Publish / Discard draft / Preview
 * buttons. Saving goes through `useSaveDraft`; the platform keeps what members see until Publish.
 */

/**
 * A kind's drafts by key, the query behind them, and `editorKey`: an item's editor's React key,
 * which changes when its draft is saved or discarded, so the editor starts again from it.
 */
export function useDrafts(kind: DraftKind) {
  const api = useConsoleApi();
  const query = useQuery(draftsQueryOptions(api, kind));
  const byKey = useMemo(() => new Map((query.data ?? []).map((d) => [d.key, d])), [query.data]);
  const editorKey = (key: string) => `${key}:${byKey.get(key)?.updatedAt ?? 'live'}`;
  return { byKey, query, editorKey };
}

/** A draft's document as its kind's save input (the platform checked it against that schema). */
export const documentOf = <K extends DraftKind>(draft: Draft | undefined) => draft?.document as DraftDocumentInput<K> | undefined;

/**
 * Saves an edit as a draft of this kind and refreshes the drafts. The save stays pending until the
 * drafts are read again, so its "saved" notice and the editor's publication state change together.
 * Say what a save did through `onSaved`, not a callback given to `mutate`: the refreshed draft
 * remounts its editor (keyed by the draft's time), and TanStack drops `mutate`'s callbacks once
 * their component has gone.
 */
export function useSaveDraft<K extends ContentDraftKind>(
  kind: K,
  onSaved?: (key: string, saved: { document: DraftDocumentInput<K> }) => void,
) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ document, key }: { document: DraftDocumentInput<K>; key?: string }) =>
      saveContentDraft(api, { kind, document, ...(key ? { key } : {}) } as never),
    onSuccess: async ({ key }, saved) => {
      await queryClient.invalidateQueries({ queryKey: draftsKey(kind) });
      onSaved?.(key, saved);
    },
  });
}

export type DraftStatus = 'draft' | 'published';

/** "Draft — not published" (members still see the published version, if any) or "Published". */
export function DraftState({ hasDraft, isLive }: { hasDraft: boolean; isLive: boolean }) {
  return (
    <p className={styles.muted} role="note" aria-label="Publication state">
      <span className={content.badge} data-state={hasDraft ? 'draft' : 'published'}>
        {hasDraft ? 'Draft — not published' : 'Published'}
      </span>{' '}
      {hasDraft ? (isLive ? 'Members see the published version until you publish.' : 'Members see nothing until you publish.') : null}
    </p>
  );
}

/**
 * Publish (the draft goes live, the public files are written and version.json moves on), Discard
 * draft, and Preview (the member page in the console's preview iframe, showing the drafts).
 */
export function DraftActions({
  kind,
  draftKey,
  hasDraft,
  mayEdit,
  onPreview,
  onChanged,
}: {
  kind: ContentDraftKind;
  draftKey: string | null;
  hasDraft: boolean;
  mayEdit: boolean;
  onPreview: (() => void) | null;
  onChanged: (text: string) => void;
}) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  // As with a save: the notice comes once the lists show what changed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: everyConsoleKey });
  const publish = useMutation({
    mutationFn: () => publishContent(api, kind, draftKey!),
    onSuccess: async (out) => (await refresh(), onChanged(`Published (version ${out.version}) — live on the site within a second.`)),
  });
  const discard = useMutation({
    mutationFn: () => discardContent(api, kind, draftKey!),
    onSuccess: async () => (await refresh(), onChanged('Draft discarded.')),
  });
  return (
    <div className={`${styles.actions} ${content.draftActions}`}>
      {mayEdit && hasDraft && draftKey ? (
        <>
          <Button
            type="button"
            label="Publish"
            icon="pi pi-upload"
            size="small"
            loading={publish.isPending}
            onClick={() => publish.mutate()}
          />
          <Button
            type="button"
            label="Discard draft"
            severity="secondary"
            size="small"
            outlined
            loading={discard.isPending}
            onClick={() => discard.mutate()}
          />
        </>
      ) : null}
      {mayEdit && onPreview ? <Button type="button" label="Preview" icon="pi pi-eye" size="small" text onClick={onPreview} /> : null}
      <Outcome error={publish.error ?? discard.error} done={null} />
    </div>
  );
}
