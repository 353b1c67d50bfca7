'use client';

import { useEffect } from 'react';

/** The same mark as the site's (components/hydration-mark.tsx), so bench/phone.ts reads both alike. */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
