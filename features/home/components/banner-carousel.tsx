import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { assetUrl } from '@/features/lobby';
import { bannerLabelKey, type BannerSlide } from '../banners';
import { CarouselTrack } from './carousel-track';
import styles from './banner-carousel.module.css';

/** The home's banners (common/banner), server-rendered slides in a scroll-snap strip. */
export async function BannerCarousel({ slides, storageBase }: { slides: BannerSlide[]; storageBase: string }) {
  if (slides.length === 0) return null;
  const t = await getTranslations('home');
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('banners_label')}>
      <CarouselTrack
        prevLabel={t('banner_prev')}
        nextLabel={t('banner_next')}
        dotLabels={slides.map((_, i) => t('banner_go_to', { index: i + 1 }))}
      >
        {slides.map((slide, i) => {
          const key = bannerLabelKey(slide.label);
          // Operator banners carry their headline in the artwork: the title is its text alternative.
          const body = (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- operator banners from storage, sized by the slide box */}
              <img
                src={assetUrl(storageBase, slide.img)}
                alt={slide.title}
                width={1200}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
              <span className={styles.tag}>{t.has(key) ? t(key) : slide.label}</span>
            </>
          );
          return (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
            >
              {slide.href ? (
                <Link href={slide.href} className={styles.link}>
                  {body}
                </Link>
              ) : (
                <div className={styles.link}>{body}</div>
              )}
            </div>
          );
        })}
      </CarouselTrack>
    </section>
  );
}
