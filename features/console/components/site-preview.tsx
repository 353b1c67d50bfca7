'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, useState } from 'react';
import { PREVIEW_APPLIED, PREVIEW_READY, PREVIEW_REFUSED, isPreviewNotice, type PreviewRequest } from '@/lib/preview-protocol';
import { useConsoleApi } from '../console-api';
import { previewKeyQueryOptions } from './api';
import { reasonText } from '../reasons';
import styles from '../console.module.css';
import own from './site-preview.module.css';

/** A new key before the 10-minute one runs out. */
const KEY_REFRESH_MS = 8 * 60_000;
type Status = 'loading' | 'applied' | 'refused';
const STATUS_TEXT: Record<Status, string> = {
  loading: 'Loading the page…',
  applied: 'Preview on: drafts and your CSS are shown.',
  refused: 'The site refused the preview key. Sign in again if your session ended.',
};

/**
 * The member site in an iframe at the edited page (`?preview=true`): every content editor's preview
 * (promotions, banners, pop-ups, help, contact, SEO, terms). The page says when it is listening;
 * only then does the console post `{ key, css }`, to the site's origin only (the console is served
 * by the site). The key comes from operator/preview-key and is renewed before it expires. A new
 * `reloadToken` (after a save) loads the page again, so it shows the draft just saved.
 */
export function SitePreview({ src, reloadToken, onClose }: { src: string; reloadToken: number; onClose?: () => void }) {
  const api = useConsoleApi();
  const frame = useRef<HTMLIFrameElement>(null);
  const [css, setCss] = useState('');
  // Each Apply is a new object, so the same CSS applied again is posted again.
  const [applied, setApplied] = useState({ css: '' });
  const [readyAt, setReadyAt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const key = useQuery(previewKeyQueryOptions(api, KEY_REFRESH_MS));

  // A Content page opens the preview below its editor: bring it into view (the promotions editor keeps it beside the form).
  const section = useRef<HTMLElement>(null);
  const closable = onClose !== undefined;
  useEffect(() => {
    if (closable) section.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [closable]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin) return;
      if (isPreviewNotice(event.data, PREVIEW_READY)) setReadyAt(Date.now());
      else if (isPreviewNotice(event.data, PREVIEW_APPLIED)) setStatus('applied');
      else if (isPreviewNotice(event.data, PREVIEW_REFUSED)) setStatus('refused');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Whenever the page is (again) ready, the key is renewed or the CSS applied: post them.
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!readyAt || !key.data || !target) return;
    target.postMessage({ key: key.data.key, css: applied.css } satisfies PreviewRequest, window.location.origin);
  }, [readyAt, key.data, applied]);

  return (
    <section ref={section} className={`${styles.card} ${own.preview}`} aria-labelledby="preview-title">
      <div className={own.head}>
        <h2 id="preview-title" className={own.subtitle}>
          Preview
        </h2>
        {onClose ? <Button type="button" label="Close preview" size="small" text onClick={onClose} /> : null}
      </div>
      {key.isError ? (
        <p className={styles.error} role="alert">
          No preview key: {reasonText(key.error.message)}
        </p>
      ) : (
        <p className={status === 'refused' ? styles.error : styles.muted} role="status">
          {STATUS_TEXT[status]}
        </p>
      )}
      <iframe
        key={reloadToken}
        ref={frame}
        src={src}
        title="Member site preview"
        className={own.previewFrame}
        onLoad={() => setStatus((s) => (s === 'applied' ? s : 'loading'))}
      />
      <label className={styles.field}>
        Custom CSS (this preview only)
        <InputTextarea
          value={css}
          rows={4}
          maxLength={20_000}
          onChange={(e) => setCss(e.target.value)}
          placeholder="h1 { color: #ffcc00; }"
        />
      </label>
      <div className={styles.actions}>
        <Button type="button" label="Apply CSS" size="small" onClick={() => setApplied({ css })} disabled={!key.data} />
      </div>
    </section>
  );
}
