'use client';

import { Dialog } from 'primereact/dialog';
import { Slider } from 'primereact/slider';
import { useState } from 'react';
import type { OperatorDocument } from '@/lib/contracts/verification';
import styles from '../console.module.css';
import { documentTitle } from './texts';

/** Where the console opens a document: its own route, which needs the console session (app/console/api/documents). */
export const documentHref = (id: number) => `/console/api/documents/${id}`;

/** A document as an operator looks at it: an image with zoom 0.5×–1.5×, or a PDF opened in a new tab. */
export function DocumentViewer({ document, onClose }: { document: OperatorDocument; onClose: () => void }) {
  const [zoom, setZoom] = useState(1);
  const title = documentTitle(document);
  return (
    <Dialog header={title} visible onHide={onClose} style={{ width: 'min(52rem, 95vw)' }}>
      {document.contentType === 'application/pdf' ? (
        <p>
          <a href={documentHref(document.id)} target="_blank" rel="noreferrer">
            Open the PDF in a new tab
          </a>
        </p>
      ) : (
        <>
          <label className={styles.field}>
            Zoom {zoom.toFixed(1)}×
            <Slider value={zoom * 10} min={5} max={15} step={1} onChange={(e) => setZoom((e.value as number) / 10)} aria-label="Zoom" />
          </label>
          <div className={styles.receipt}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a private document behind the console session: nothing to optimise or cache */}
            <img src={documentHref(document.id)} alt={title} style={{ transform: `scale(${zoom})`, transformOrigin: 'top center' }} />
          </div>
        </>
      )}
    </Dialog>
  );
}
