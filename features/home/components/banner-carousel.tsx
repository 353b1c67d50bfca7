import { getTranslations } from 'next-intl/server';
import { bannerLabelKey, type BannerSlide } from '../banners';
import { BannerSlides } from './banner-slides';

/** The home's banners (common/banner), server-rendered slides in a scroll-snap strip. */
export async function BannerCarousel({ slides, storageBase }: { slides: BannerSlide[]; storageBase: string }) {
  if (slides.length === 0) return null;
  const t = await getTranslations('home');
  return (
    <BannerSlides
      slides={slides}
      storageBase={storageBase}
      labels={{
        region: t('banners_label'),
        prev: t('banner_prev'),
        next: t('banner_next'),
        goTo: (index) => t('banner_go_to', { index }),
        tag: (label) => (t.has(bannerLabelKey(label)) ? t(bannerLabelKey(label)) : label),
      }}
    />
  );
}
