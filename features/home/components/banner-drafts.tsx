'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { usePreviewContent } from '@/features/preview/queries';
import type { ConstantItem } from '@/lib/contracts/common';
import { bannerSlides } from '../banners';
import { BannerSlides, carouselLabels } from './banner-slides';

/** The home's banners with the operator's drafts, once they have come (./banner-preview.tsx). */
export function BannerDrafts({
  currency,
  lang,
  language,
  constants,
  storageBase,
  children,
}: {
  currency: string;
  lang: string;
  language: string;
  constants: readonly ConstantItem[] | undefined;
  storageBase: string;
  children: ReactNode;
}) {
  const t = useTranslations('home');
  const drafts = usePreviewContent('home', { currency })?.banners;
  if (!drafts) return children;
  return <BannerSlides slides={bannerSlides(drafts, lang, language, constants)} storageBase={storageBase} labels={carouselLabels(t)} />;
}
