'use client';

import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

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
 * A lazily loaded component that uses React Query's own hooks, loaded together with the core and
 * rendered inside the page's client (for `next/dynamic` and `React.lazy` loaders).
 */
export function withQueryScope<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return Promise.all([component, loadQueryCore()]).then(([Component, core]) => core.scoped(Component));
}
