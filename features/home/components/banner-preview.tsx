'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { usePreviewKey } from '@/features/preview';

// Loaded only once a preview key is checked: a member's home carries none of the drafts' code.
const BannerDrafts = lazy(() => import('./banner-drafts').then((m) => ({ default: m.BannerDrafts })));

/**
 * The home's banners in the console's preview: with the operator's drafts (the banners' preview
 * seam) once the preview key is checked; the published carousel (`children`) until then and for
 * everyone else.
 */
export function BannerPreview(props: ComponentProps<typeof BannerDrafts>) {
  if (usePreviewKey() === null) return props.children;
  return (
    <Suspense fallback={props.children}>
      <BannerDrafts {...props} />
    </Suspense>
  );
}
