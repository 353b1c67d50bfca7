'use client';

import { useSyncExternalStore } from 'react';
import { deviceFromWindow, type Device } from './device';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The browser's device (lib/device.ts's rule), following the window as it is resized. The server
 * render and hydration see 'desktop'; client-only parts (dialogs) read the real one at once.
 */
export function useDevice(): Device {
  return useSyncExternalStore(
    subscribe,
    () => deviceFromWindow(window),
    () => 'desktop',
  );
}
