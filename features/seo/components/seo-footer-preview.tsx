'use client';

import { draftsWhenPreviewing } from '@/features/preview';

/**
 * The SEO footer in the console's preview: the drafts' text for this category once the preview key
 * is checked, and the drafts' page title for the same route key (home, a category); the published
 * footer (`children`) until then and for everyone else.
 */
export const SeoFooterPreview = draftsWhenPreviewing(() => import('./seo-footer-drafts').then((m) => m.SeoFooterDrafts));
