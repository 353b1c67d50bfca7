'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { LoadFailed, Outcome } from './content-kit';
import content from './content.module.css';
import { documentOf, useDrafts } from './drafts-kit';
import { previewUrl, siteSegment } from './preview-paths';
import { contactsQueryOptions, seoQueryOptions } from './api';
import { FooterSection } from './seo-footer';
import type { Editing } from './seo-kit';
import { MetaSection } from './seo-meta';
import { ScriptEditor } from './seo-script';
import { ContentPreview, useContentPreview } from './content-preview';

/** SEO: page titles and descriptions per language, footer text per category and language, the site-wide script. */
export function SeoView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const seo = useQuery(seoQueryOptions(api));
  const contacts = useQuery(contactsQueryOptions(api));
  const metaDrafts = useDrafts('seo-meta');
  const footerDrafts = useDrafts('seo-footer');
  const scriptDrafts = useDrafts('seo-script');
  const [notice, setNotice] = useState<string | null>(null);
  const preview = useContentPreview<{ path: string; language: string }>(({ path, language }) =>
    previewUrl(siteSegment(contacts.data ?? [], { language }), path),
  );
  const failed = seo.error ?? metaDrafts.query.error ?? footerDrafts.query.error ?? scriptDrafts.query.error;
  if (failed) return <LoadFailed what="The SEO settings" error={failed} retry={() => void seo.refetch()} />;
  const data = seo.data;
  const scriptDraft = documentOf<'seo-script'>(scriptDrafts.byKey.get('site'));
  const editing: Editing = {
    onChanged: (text) => (setNotice(text), preview.reload()),
    onPreview: (path, language) => preview.open({ path, language }),
  };
  const sections = { seo: data, loading: seo.isPending || metaDrafts.query.isPending || footerDrafts.query.isPending, mayEdit, editing };
  return (
    <section aria-labelledby="seo-title">
      <h1 id="seo-title" className={styles.title}>
        SEO
      </h1>
      <p className={styles.muted}>
        Every change is a draft until it is published; publishing writes the SEO files and moves the site’s version on.
      </p>
      <Outcome error={null} done={notice} />
      <MetaSection drafts={metaDrafts} {...sections} />
      <FooterSection drafts={footerDrafts} {...sections} />
      <ContentPreview preview={preview} />

      <h2 className={content.heading}>Script</h2>
      {data && !scriptDrafts.query.isPending ? (
        <ScriptEditor
          key={scriptDrafts.editorKey('site')}
          script={scriptDraft ?? data.script}
          hasDraft={scriptDraft !== undefined}
          mayEdit={mayEdit}
          onChanged={editing.onChanged}
        />
      ) : (
        <p className={styles.muted}>Loading…</p>
      )}
    </section>
  );
}
