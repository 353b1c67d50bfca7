import { getTranslations } from 'next-intl/server';
import type { BannerSlide } from '../banners';
import { BannerSlides, carouselLabels } from './banner-slides';

/** The home's banners (common/banner), server-rendered slides in a scroll-snap strip. */
export async function BannerCarousel({ slides, storageBase }: { slides: BannerSlide[]; storageBase: string }) {
  if (slides.length === 0) return null;
  const t = await getTranslations('home');
  return <BannerSlides slides={slides} storageBase={storageBase} labels={carouselLabels(t)} />;
}
