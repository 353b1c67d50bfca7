'use client';

import type { ReactNode } from 'react';
import { usePreviewContent } from '@/features/preview/queries';
import { localizedTopics } from '../topics';
import { HelpTopicView } from './help-topic-view';
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
    <HelpTopicView
      items={items}
      current={slug}
      label={labels.title}
      title={topic ? topic.title : null}
      content={topic?.content ?? ''}
      empty={labels.empty}
    />
  );
}
