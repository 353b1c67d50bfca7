'use client';

import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './banner-carousel.module.css';

const AUTO_ADVANCE_MS = 6000;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

type Props = { children: ReactNode; prevLabel: string; nextLabel: string; dotLabels: string[] };

/**
 * The banner strip scrolls by itself with CSS scroll-snap; this adds arrows, dots and a gentle
 * auto-advance that stops for good once the visitor takes over (and never runs with reduced motion).
 */
export function CarouselTrack({ children, prevLabel, nextLabel, dotLabels }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [auto, setAuto] = useState(true);
  const count = Children.count(children);

  const goTo = (i: number) => {
    const el = track.current;
    if (!el) return;
    const target = (i + count) % count;
    el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!auto || count < 2) return;
    const id = setInterval(() => {
      const el = track.current;
      // Paused while the pointer is over the banners or focus is in them (arrows and dots too),
      // and never moving for reduced motion (checked each time: the setting can change).
      const region = el?.parentElement;
      if (el && region && !reducedMotion() && !region.matches(':hover, :focus-within')) {
        goTo(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1);
      }
    }, AUTO_ADVANCE_MS);
    return () => clearInterval(id);
    // goTo only reads the ref and count
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto, count]);

  const manual = (i: number) => {
    setAuto(false);
    goTo(i);
  };

  return (
    <>
      <div ref={track} className={styles.track} onPointerDown={() => setAuto(false)}>
        {children}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={prevLabel} onClick={() => manual(index - 1)}>
            <i className="pi pi-chevron-left" aria-hidden />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={nextLabel} onClick={() => manual(index + 1)}>
            <i className="pi pi-chevron-right" aria-hidden />
          </button>
          <div className={styles.dots}>
            {dotLabels.map((label, i) => (
              <button key={label} type="button" aria-label={label} aria-current={i === index || undefined} onClick={() => manual(i)} />
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}
