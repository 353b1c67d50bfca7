import Link from 'next/link';
import { assetUrl } from '@/lib/asset-url';
import { bannerLabelKey, type BannerSlide } from '../banners';
import { CarouselTrack } from './carousel-track';
import styles from './banner-carousel.module.css';

/** The texts the carousel shows, already in the page's language. */
export type CarouselLabels = {
  region: string;
  prev: string;
  next: string;
  goTo: (index: number) => string;
  /** a slide's tag: the translated label of its type, or the label itself */
  tag: (label: string) => string;
};

/** The carousel's texts from the `home` messages (the server's translator or the browser's). */
export function carouselLabels(t: { (key: string, values?: { index: number }): string; has: (key: string) => boolean }): CarouselLabels {
  return {
    region: t('banners_label'),
    prev: t('banner_prev'),
    next: t('banner_next'),
    goTo: (index) => t('banner_go_to', { index }),
    tag: (label) => (t.has(bannerLabelKey(label)) ? t(bannerLabelKey(label)) : label),
  };
}

/** The banner slides in a scroll-snap strip: the server's carousel and the console preview's draw the same. */
export function BannerSlides({ slides, storageBase, labels }: { slides: BannerSlide[]; storageBase: string; labels: CarouselLabels }) {
  if (slides.length === 0) return null;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={labels.region}>
      <CarouselTrack prevLabel={labels.prev} nextLabel={labels.next} dotLabels={slides.map((_, i) => labels.goTo(i + 1))}>
        {slides.map((slide, i) => {
          // One image serves every language, so the art carries no words: the headline is the
          // banner's title in the page's language, printed over it (and the link's name).
          const body = (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- operator banners from storage, sized by the slide box */}
              <img
                src={assetUrl(storageBase, slide.img)}
                alt=""
                width={1200}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                // The later slides sit beside the first, inside the lazy-load margin: without "low" the
                // browser fetches them at once, as eagerly as the first slide, sharing its bandwidth.
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
              <span className={styles.headline}>{slide.title}</span>
              <span className={styles.tag}>{labels.tag(slide.label)}</span>
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
