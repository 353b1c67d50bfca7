'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { isPreviewUrl } from '@/lib/preview-protocol';

// Only a page opened as a preview inside a frame fetches the listener: no member's page loads it.
const PreviewListener = dynamic(() => import('./preview-listener').then((m) => m.PreviewListener), { ssr: false });

const noSubscription = () => () => {};
const isFramedPreview = () => isPreviewUrl(window.location.search) && window.parent !== window;

/** Preview mode (`?preview=true` in a frame): listens for the console's key and CSS (./preview-listener.tsx). */
export function PreviewMode({ consoleOrigins }: { consoleOrigins: readonly string[] }) {
  // False on the server and while hydrating; then whether this page is a framed preview.
  const framed = useSyncExternalStore(noSubscription, isFramedPreview, () => false);
  return framed ? <PreviewListener consoleOrigins={consoleOrigins} /> : null;
}
