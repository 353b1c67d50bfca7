'use client';

import { useEffect, type ReactNode } from 'react';
import { usePreviewContent } from '@/features/preview';
import { footerParagraphs } from '../footer-paragraphs';
import styles from './seo-footer.module.css';

export function SeoFooterText({ paragraphs }: { paragraphs: string[] }) {
  if (paragraphs.length === 0) return null;
  return (
    <section className={styles.footer}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  );
}

/**
 * The SEO footer in the console's preview: the drafts' text for this category once the preview key
 * is checked, and the drafts' page title for the same route key (home, a category); the published
 * footer (`children`) until then and for everyone else.
 */
export function SeoFooterPreview({ category, language, children }: { category: string; language: string; children: ReactNode }) {
  const drafts = usePreviewContent('seo');
  const title = drafts?.seoMeta?.[language]?.[category]?.title ?? drafts?.seoMeta?.en?.[category]?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!drafts?.seoFooter) return children;
  return <SeoFooterText paragraphs={footerParagraphs(drafts.seoFooter, category, language)} />;
}
