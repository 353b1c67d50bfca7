'use client';

import { draftsWhenPreviewing } from '@/features/preview';

/**
 * The home's banners in the console's preview: with the operator's drafts (the banners' preview
 * seam) once the preview key is checked; the published carousel (`children`) until then and for
 * everyone else.
 */
export const BannerPreview = draftsWhenPreviewing(() => import('./banner-drafts').then((m) => m.BannerDrafts));
