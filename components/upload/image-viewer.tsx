'use client';

import { useEffect, useState, type KeyboardEvent } from 'react';
import styles from './image-viewer.module.css';
import { ZOOM_DEFAULT_TENTHS, ZOOM_MAX_TENTHS, ZOOM_MIN_TENTHS, zoomIn, zoomOut, zoomPercent, zoomScale } from './zoom';

type Labels = { zoomIn: string; zoomOut: string; reset: string; zoom: string };
const DEFAULT_LABELS: Labels = { zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'Reset zoom', zoom: 'Zoom' };

type Props = {
  /** A chosen file (previewed through an object URL, released when it changes) … */
  file?: Blob | null;
  /** … or an image URL. */
  src?: string;
  alt: string;
  /** Texts the caller translates; English defaults. */
  labels?: Partial<Labels>;
};

/** A preview of an image with docs/PRODUCT.md §9 zoom (0.5–1.5, steps of 0.1); nothing when there is no image. */
export function ImageViewer({ file, src, alt, labels }: Props) {
  const objectUrl = useObjectUrl(file);
  const url = objectUrl ?? src;
  if (!url) return null;
  // Keyed by the image: a new image starts at 100 %.
  return <ZoomableImage key={url} src={url} alt={alt} labels={{ ...DEFAULT_LABELS, ...labels }} />;
}

function ZoomableImage({ src, alt, labels }: { src: string; alt: string; labels: Labels }) {
  const [tenths, setTenths] = useState(ZOOM_DEFAULT_TENTHS);
  // Keyboard users on the image itself: + / - / 0, like most viewers.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') setTenths(zoomIn);
    else if (event.key === '-' || event.key === '_') setTenths(zoomOut);
    else if (event.key === '0') setTenths(ZOOM_DEFAULT_TENTHS);
    else return;
    event.preventDefault();
  };
  return (
    <div className={styles.viewer}>
      <div className={styles.stage} tabIndex={0} role="group" aria-label={alt} onKeyDown={onKeyDown}>
        {/* A local file's blob: URL cannot go through next/image's optimiser. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.image} src={src} alt={alt} style={{ transform: `scale(${zoomScale(tenths)})` }} />
      </div>
      <div className={styles.controls} role="toolbar" aria-label={labels.zoom}>
        <button type="button" aria-label={labels.zoomOut} disabled={tenths <= ZOOM_MIN_TENTHS} onClick={() => setTenths(zoomOut)}>
          −
        </button>
        <output className={styles.value} aria-live="polite" aria-label={labels.zoom}>
          {zoomPercent(tenths)}
        </output>
        <button type="button" aria-label={labels.zoomIn} disabled={tenths >= ZOOM_MAX_TENTHS} onClick={() => setTenths(zoomIn)}>
          +
        </button>
        <button
          type="button"
          aria-label={labels.reset}
          disabled={tenths === ZOOM_DEFAULT_TENTHS}
          onClick={() => setTenths(ZOOM_DEFAULT_TENTHS)}
        >
          1:1
        </button>
      </div>
    </div>
  );
}

/** An object URL for the blob while it is shown, revoked afterwards so the file's memory is freed. */
function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // The URL is an external resource made and released with this effect; state only shows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return blob && entry?.blob === blob ? entry.url : undefined;
}
