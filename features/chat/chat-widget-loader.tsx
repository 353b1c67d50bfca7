'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { withFullContext } from '@/components/providers/with-full-context';
import { useMemberId } from '@/components/providers/store-provider';
import { afterFirstPaint } from '@/lib/after-first-paint';

/** The widget's code is its own chunk, fetched after first paint: no page's first-load JS grows. */
const ChatWidget = lazy(() =>
  withFullContext(import('./components/chat-widget').then((m) => m.default)).then((Widget) => ({ default: Widget })),
);

/** Mounts the chat widget for a logged-in member once the page has painted (the layout decides whether it shows at all). */
export function ChatWidgetLoader() {
  const memberId = useMemberId();
  const [ready, setReady] = useState(false);
  useEffect(() => (memberId === null ? undefined : afterFirstPaint(() => setReady(true))), [memberId]);
  if (memberId === null || !ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
