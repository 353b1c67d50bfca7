'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). The page's scripts are
 * fetched only after its first screen is painted (lib/paint-first-scripts.ts), so the load event
 * no longer means the page answers clicks; the journeys wait for this mark after each navigation.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
