'use client';

import { useState } from 'react';
import { SitePreview } from '../components/site-preview';

/**
 * Which member page a Content page's preview shows (`T`: what picks it, a currency, a path…), and
 * the token that reloads it: opening counts it on, and so does a save or a publish while it is open,
 * so the preview shows the draft just written. `srcOf` is the page's address; null when no
 * country fits, and then nothing is shown.
 */
export function useContentPreview<T extends object>(srcOf: (target: T) => string | null) {
  const [target, setTarget] = useState<(T & { token: number }) | null>(null);
  return {
    target,
    src: target ? srcOf(target) : null,
    open: (next: T) => setTarget((p) => ({ ...next, token: (p?.token ?? 0) + 1 })),
    /** Loads the open preview again (at `moved`, when the edited page has moved); a closed one stays closed. */
    reload: (moved?: Partial<T>) => setTarget((p) => (p ? { ...p, ...moved, token: p.token + 1 } : p)),
    close: () => setTarget(null),
  };
}

/** The open preview, if any, where the page puts it. */
export function ContentPreview({ preview }: { preview: Pick<ReturnType<typeof useContentPreview>, 'target' | 'src' | 'close'> }) {
  return preview.target && preview.src ? (
    <SitePreview src={preview.src} reloadToken={preview.target.token} onClose={preview.close} />
  ) : null;
}
