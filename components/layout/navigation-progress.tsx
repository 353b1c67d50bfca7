'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { navigationTarget } from './navigation-target';

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
      if (navigationTarget(event)) setState('loading');
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

  // Styled by app/globals.css (.navigation-progress): every page has the bar, so its few rules ride
  // in the global stylesheet instead of a render-blocking file of their own.
  return <div className="navigation-progress" data-state={state} aria-hidden />;
}
