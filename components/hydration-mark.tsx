'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): the phone benchmark
 * (bench/phone.ts) reads "interactive" from it, and a journey whose control needs JavaScript waits
 * for it (tests/e2e/fixtures.ts). Every primary control works before it anyway.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
