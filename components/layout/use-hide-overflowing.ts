'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Marks each child of a one-row, wrapping container that does not fully fit (it wrapped to a
 * hidden second row) with `data-overflowing`, so CSS can take it out of sight, the tab order and
 * the accessibility tree instead of showing half a label. The header's categories use it between
 * 768 and about 1250 px, where the sidebar lists them all.
 */
export function useHideOverflowing(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) entry.target.toggleAttribute('data-overflowing', entry.intersectionRatio < 0.99);
      },
      { root, threshold: [0, 0.99, 1] },
    );
    for (const child of Array.from(root.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [container]);
}
