'use client';

import { useEffect, useState } from 'react';
import { gamesPageSize, isMobileWidth } from '@/lib/device';
import type { GameDevice } from './filter-games';

export type Viewport = { device: GameDevice; pageSize: number };

/**
 * Device (web or mobile games) and page size from the window width (docs/PRODUCT.md §9). Starts from the
 * server's user-agent guess so hydration matches, then follows the real width.
 */
export function useViewport(initial: Viewport): Viewport {
  const [viewport, setViewport] = useState(initial);
  useEffect(() => {
    const update = () => {
      const width = window.innerWidth;
      const next: Viewport = { device: isMobileWidth(width) ? 'mobile' : 'desktop', pageSize: gamesPageSize(width) };
      setViewport((prev) => (prev.device === next.device && prev.pageSize === next.pageSize ? prev : next));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}
