'use client';

import { Dialog } from 'primereact/dialog';
import { Slider } from 'primereact/slider';
import { useState } from 'react';
import styles from '../console.module.css';

/** A deposit's receipt (a short-lived signed link) with zoom from 0.5× to 1.5×; a PDF opens in a new tab. */
export function ReceiptViewer({ url, requestId, onClose }: { url: string; requestId: number; onClose: () => void }) {
  const [zoom, setZoom] = useState(1);
  const isPdf = /\.pdf(\?|$)/i.test(url);
  return (
    <Dialog header={`Receipt of deposit #${requestId}`} visible onHide={onClose} style={{ width: 'min(48rem, 95vw)' }}>
      {isPdf ? (
        <a href={url} target="_blank" rel="noreferrer">
          Open the PDF receipt
        </a>
      ) : (
        <>
          <label className={styles.field}>
            Zoom {zoom.toFixed(1)}×
            <Slider value={zoom * 10} min={5} max={15} step={1} onChange={(e) => setZoom((e.value as number) / 10)} aria-label="Zoom" />
          </label>
          <div className={styles.receipt}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a signed, expiring link: nothing to optimise or cache */}
            <img
              src={url}
              alt={`Receipt of deposit #${requestId}`}
              style={{ transform: `scale(${zoom})`, transformOrigin: 'top center' }}
            />
          </div>
        </>
      )}
    </Dialog>
  );
}
