'use client';

import { useEffect, type ReactNode } from 'react';
import { usePreviewContent } from '@/features/preview/queries';
import { footerParagraphs } from '../footer-paragraphs';
import { SeoFooterText } from './seo-footer-text';

/** The SEO footer and page title with the operator's drafts, once they have come (./seo-footer-preview.tsx). */
export function SeoFooterDrafts({ category, language, children }: { category: string; language: string; children: ReactNode }) {
  const drafts = usePreviewContent('seo');
  const title = drafts?.seoMeta?.[language]?.[category]?.title ?? drafts?.seoMeta?.en?.[category]?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!drafts?.seoFooter) return children;
  return <SeoFooterText paragraphs={footerParagraphs(drafts.seoFooter, category, language)} />;
}
