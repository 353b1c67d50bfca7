'use client';

import type { ReactNode } from 'react';
import { TabLinks } from '@/components/tab-links';
import { usePreviewContent } from '@/features/preview';
import { localizedTopics } from '../topics';
import styles from './help-center.module.css';
import { localeHref } from '@/lib/locale-href';

/**
 * The help topics as the console's preview shows them: with the operator's drafts once the preview
 * key is checked (a draft topic has a page here before it is published), the published page
 * (`children`, rendered on the server) until then and for everyone else.
 */
export function HelpTopicPreview({
  lang,
  language,
  slug,
  currency,
  labels,
  children,
}: {
  lang: string;
  language: string;
  slug: string;
  currency: string;
  labels: { title: string; empty: string };
  children: ReactNode;
}) {
  const drafts = usePreviewContent('help', { currency });
  if (!drafts?.helpTopics) return children;
  const topics = localizedTopics(drafts.helpTopics, language);
  const topic = topics.find((x) => x.slug === slug);
  const items = topics.map((x) => ({ key: x.slug, href: localeHref(lang, `/help-center/${x.slug}?preview=true`), label: x.title }));
  return (
    <>
      <TabLinks items={items} current={slug} label={labels.title} />
      <article className={styles.topic} aria-labelledby="help-topic-title">
        {topic ? (
          <>
            <h2 id="help-topic-title">{topic.title}</h2>
            {/* Drafts are sanitised on the platform, as published topics are. */}
            {topic.content ? <div dangerouslySetInnerHTML={{ __html: topic.content }} /> : <p className={styles.state}>{labels.empty}</p>}
          </>
        ) : (
          <p id="help-topic-title" className={styles.state}>
            {labels.empty}
          </p>
        )}
      </article>
    </>
  );
}
