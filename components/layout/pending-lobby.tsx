'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from '../skeleton';
import { navigationTarget } from './navigation-target';

/** A navigation that never lands (an error page, a cancelled click) must not leave the skeleton behind. */
const GIVE_UP_MS = 15_000;

/**
 * The lobby's skeleton while the router loads a lobby the visitor clicked (a category of the
 * navigation). The lobby has no loading.tsx: its Suspense boundary would hold the whole page, and
 * React streams a boundary that large after the first paint (and reveals it at least 300 ms
 * later), so a first visit would paint grey tiles before the games. Without it the server's first
 * flush carries the games; this stands in for the skeleton on client navigation. The page being
 * left stays mounted but hidden until the path changes.
 */
export function PendingLobby({ lobbyPaths, label, children }: { lobbyPaths: readonly string[]; label: string; children: ReactNode }) {
  const pathname = usePathname();
  const [target, setTarget] = useState<string | null>(null);
  const [from, setFrom] = useState(pathname);

  // The path changed: the page arrived. Adjusting state during render, as React recommends for derived resets.
  if (from !== pathname) {
    setFrom(pathname);
    setTarget(null);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = navigationTarget(event);
      if (to && lobbyPaths.includes(to)) setTarget(to);
    };
    const onBackForward = () => setTarget(null);
    // Capture: next/link prevents the default in its own handler, which runs before a bubbling listener here.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onBackForward);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onBackForward);
    };
  }, [lobbyPaths]);

  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => setTarget(null), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [target]);

  return (
    <>
      <div style={{ display: target ? 'none' : 'contents' }}>{children}</div>
      {target ? <Skeleton shape="tiles" count={18} label={label} /> : null}
    </>
  );
}
