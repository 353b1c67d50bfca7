'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import styles from './navigation-progress.module.css';

/** A click that will make the router load another page: same origin, another path, plain left click, no new tab. */
function startsNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * A thin bar along the top of the window while the next page loads: it starts on a link click
 * that leaves the page and finishes when the path changes. Fixed and out of the flow (no layout
 * shift); with reduced motion it shows without moving.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const [from, setFrom] = useState(pathname);

  // The path changed: the page arrived. Adjusting state during render, as React recommends for derived resets.
  if (from !== pathname) {
    setFrom(pathname);
    if (state === 'loading') setState('done');
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (startsNavigation(event)) setState('loading');
    };
    // Capture: next/link prevents the default in its own handler, which runs before a bubbling listener here.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => setState('idle'), 300);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state !== 'loading') return;
    // A navigation that never lands (an error page, a cancelled click) must not leave the bar behind.
    const timer = setTimeout(() => setState('idle'), 15_000);
    return () => clearTimeout(timer);
  }, [state]);

  return <div className={styles.bar} data-state={state} aria-hidden />;
}
