'use client';

import { useEffect, useState } from 'react';
import { deviceFromWindow, gamesPageSize } from '@/lib/device';
import type { GameDevice } from './filter-games';
import { gameDeviceOf } from './game-device';

export type Viewport = { device: GameDevice; pageSize: number };

/**
 * Device (web or mobile games) and page size from the window (docs/PRODUCT.md §9). Starts from the
 * server's guess so hydration matches, then follows the browser's decision (lib/device.ts).
 */
export function useViewport(initial: Viewport): Viewport {
  const [viewport, setViewport] = useState(initial);
  useEffect(() => {
    const update = () => {
      const next: Viewport = { device: gameDeviceOf(deviceFromWindow(window)), pageSize: gamesPageSize(window.innerWidth) };
      setViewport((prev) => (prev.device === next.device && prev.pageSize === next.pageSize ? prev : next));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}
