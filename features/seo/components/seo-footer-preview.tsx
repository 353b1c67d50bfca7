'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { usePreviewKey } from '@/features/preview';

// Loaded only once a preview key is checked: no member's page carries the drafts' code.
const SeoFooterDrafts = lazy(() => import('./seo-footer-drafts').then((m) => ({ default: m.SeoFooterDrafts })));

/**
 * The SEO footer in the console's preview: the drafts' text for this category once the preview key
 * is checked, and the drafts' page title for the same route key (home, a category); the published
 * footer (`children`) until then and for everyone else.
 */
export function SeoFooterPreview(props: ComponentProps<typeof SeoFooterDrafts>) {
  if (usePreviewKey() === null) return props.children;
  return (
    <Suspense fallback={props.children}>
      <SeoFooterDrafts {...props} />
    </Suspense>
  );
}
