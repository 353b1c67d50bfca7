'use client';

import { useEffect } from 'react';
import { useApi } from '@/components/providers/api-provider';
import {
  KEY_NOT_MATCH,
  PREVIEW_APPLIED,
  PREVIEW_READY,
  PREVIEW_REFUSED,
  asPreviewRequest,
  type PreviewNotice,
} from '@/lib/preview-protocol';
import { usePreviewStore } from './preview-store';

/**
 * Preview mode (`?preview=true` in a frame, ./preview-mode.tsx): the page takes `{ key, css }` only from its parent
 * window (`event.source`) on a console origin (the site itself, which serves the console, and
 * PREVIEW_ORIGINS), checks the key with the platform, and only then applies the CSS and shows
 * drafts. A key that does not check out is logged as message-key-not-match and changes nothing.
 */
export function PreviewListener({ consoleOrigins }: { consoleOrigins: readonly string[] }) {
  const api = useApi();
  useEffect(() => {
    const parent = window.parent;
    const allowed = new Set([window.location.origin, ...consoleOrigins]);
    const tell = (type: PreviewNotice['type'], origin: string) => parent.postMessage({ type } satisfies PreviewNotice, origin);
    let latest = 0;
    const onMessage = async (event: MessageEvent) => {
      if (event.source !== parent || !allowed.has(event.origin)) return;
      const request = asPreviewRequest(event.data);
      if (!request) return;
      const turn = ++latest;
      const answer = await api.call('preview', { key: request.key }, { idempotent: true });
      if (turn !== latest) return; // a newer message came meanwhile: it decides
      if (!answer?.status) {
        console.error(KEY_NOT_MATCH);
        tell(PREVIEW_REFUSED, event.origin);
        return;
      }
      // The sanitiser loads only in a preview, never on a member's page.
      const { applyPreviewCss } = await import('./apply-css');
      if (turn !== latest) return;
      applyPreviewCss(request.css);
      usePreviewStore.setState({ key: request.key });
      tell(PREVIEW_APPLIED, event.origin);
    };
    window.addEventListener('message', onMessage);
    // Listening now: say so to the parent, on whichever console origin it is (other targets drop it).
    for (const origin of allowed) tell(PREVIEW_READY, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [api, consoleOrigins]);
  return null;
}
