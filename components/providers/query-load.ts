'use client';

import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { loadAllMessages } from './all-messages';

/** React Query and the page's client factory (query-core.tsx), fetched once per page when first needed. */
type QueryCore = typeof import('./query-core');
let corePromise: Promise<QueryCore> | null = null;
let loadedCore: QueryCore | null = null;
const coreListeners = new Set<() => void>();

/** React Query and the page's client factory, fetched once. */
export function loadQueryCore(): Promise<QueryCore> {
  corePromise ??= import('./query-core').then((core) => {
    loadedCore = core;
    for (const listener of coreListeners) listener();
    return core;
  });
  return corePromise;
}

function subscribeCore(listener: () => void) {
  coreListeners.add(listener);
  return () => void coreListeners.delete(listener);
}

/**
 * The loaded core, or null until it is here. The server render and hydration always see null (so
 * both render the same); a client render after it loaded sees it at once. `wanted` starts the load.
 */
export function useQueryCore(wanted: boolean): QueryCore | null {
  const core = useSyncExternalStore(
    subscribeCore,
    () => loadedCore,
    () => null,
  );
  useEffect(() => {
    if (wanted && !core) void loadQueryCore();
  }, [wanted, core]);
  return core;
}

/**
 * A component that loads on demand (a dialog, a widget) and uses React Query's hooks or messages
 * beyond the shell's: loaded together with the core and the segment's messages, and rendered with
 * the page's client and every namespace (for `next/dynamic` and `React.lazy` loaders, which run
 * in the browser after hydration).
 */
export function withFullContext<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  // Fetched alongside the code, so AllMessages has them at its first render (keyed by the segment,
  // <html lang>, which useLocale() gives too). A failed fetch resolves null: the part still shows.
  const messages = typeof document === 'undefined' ? null : loadAllMessages(document.documentElement.lang);
  return Promise.all([component, loadQueryCore(), messages]).then(([Component, core]) => core.scoped(Component));
}
