'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** An on-demand part, and how to fetch its code ahead of its first render (errors are left to that render). */
export type OnDemandPart<P> = ComponentType<P> & { preload: () => void };

/**
 * `Component` loaded the first time it renders, shown once its code is in; nothing before, and
 * nothing on the server (as `next/dynamic` with `ssr: false`). For a part with nothing to show
 * until then, such as a dialog.
 *
 * Why not `next/dynamic` (React.lazy): a lazy part is revealed by a Suspense retry, and React holds
 * a retry's reveal until 300 ms after any boundary on the page last showed a fallback. On a
 * member's page the parts that load once the member is known (realtime, limits, reality check, the
 * game rows) keep that window open, and the dialog a URL opened showed up to 0.3 s after its code
 * and data were in. Here the loaded code is set by a state update, which React commits at once.
 * Only for the part the member is waiting for: background parts keep `next/dynamic`, whose reveals
 * React batches. Made on-demand too, they rendered as each arrived, and the dialogs' data showed
 * 0.1 s later (bench/README.md, "Member dialogs within the second").
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemandPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        loading = null; // a later render may try again
        throw error;
      },
    ));
  const preload = () => void start().catch(() => undefined);

  function OnDemand(props: P) {
    // Never while hydrating, even when another instance has loaded the code: the server drew nothing.
    const hydrated = useHydrated();
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    // Asked for while rendering, as React.lazy does: during hydration, before the effects run.
    if (!Component && typeof window !== 'undefined') preload();
    useEffect(() => {
      if (Component) return;
      let live = true;
      start().then(
        (Loaded) => live && setComponent(() => Loaded),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    // The nearest error boundary takes it (a chunk that failed to load reloads the page once).
    if (failure) throw failure.error;
    return Component && hydrated ? <Component {...props} /> : null;
  }
  OnDemand.displayName = 'OnDemand';
  return Object.assign(OnDemand, { preload });
}
