'use client';

import { Button } from 'primereact/button';
import { useState } from 'react';
import type { OperatorSeo } from '@/lib/contracts/content';
import styles from '../console.module.css';
import { HtmlField, Outcome } from './content-kit';
import content from './content.module.css';
import { DraftActions, DraftState, useSaveDraft } from './drafts-kit';

/** The site-wide script (in <head> and at the end of <body>), saved as a draft and published like the rest. */
export function ScriptEditor({
  script,
  hasDraft,
  mayEdit,
  onChanged,
}: {
  script: OperatorSeo['script'];
  hasDraft: boolean;
  mayEdit: boolean;
  onChanged: (text: string) => void;
}) {
  const [value, setValue] = useState(script);
  const save = useSaveDraft('seo-script', () => onChanged('Script saved as a draft.'));
  return (
    <form
      className={`${styles.card} ${content.editor}`}
      aria-label="SEO script"
      onSubmit={(e) => (e.preventDefault(), save.mutate({ document: value }))}
    >
      <DraftState hasDraft={hasDraft} isLive />
      <p className={styles.muted}>
        Added to every page as written (analytics, verification tags). Every change is in the audit log. A draft script is not run in the
        preview: it is code, and runs on members’ pages only once published.
      </p>
      <HtmlField label="In <head>" rows={5} value={value.head} disabled={!mayEdit} onChange={(head) => setValue({ ...value, head })} />
      <HtmlField
        label="At the end of <body>"
        rows={5}
        value={value.body}
        disabled={!mayEdit}
        onChange={(body) => setValue({ ...value, body })}
      />
      {mayEdit ? <Button type="submit" label="Save draft" loading={save.isPending} /> : null}
      <Outcome error={save.error} done={null} />
      <DraftActions kind="seo-script" draftKey="site" hasDraft={hasDraft} mayEdit={mayEdit} onPreview={null} onChanged={onChanged} />
    </form>
  );
}
