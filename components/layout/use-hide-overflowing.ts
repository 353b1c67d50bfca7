'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Marks each child of a one-row, wrapping container that does not fully fit (it wrapped to a
 * hidden second row) with `data-overflowing`, so CSS can take it out of sight, the tab order and
 * the accessibility tree instead of showing half a label, and answers the `data-key`s of those
 * children: the header offers them under "More" (between 768 and about 1250 px).
 */
export function useHideOverflowing(container: RefObject<HTMLElement | null>): readonly string[] {
  const [hidden, setHidden] = useState<readonly string[]>([]);
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) entry.target.toggleAttribute('data-overflowing', entry.intersectionRatio < 0.99);
        const keys = Array.from(root.children).flatMap((child) =>
          child.hasAttribute('data-overflowing') && child instanceof HTMLElement && child.dataset.key ? [child.dataset.key] : [],
        );
        setHidden((previous) => (previous.join() === keys.join() ? previous : keys));
      },
      { root, threshold: [0, 0.99, 1] },
    );
    for (const child of Array.from(root.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [container]);
  return hidden;
}
