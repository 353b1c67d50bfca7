'use client';

import dynamic from 'next/dynamic';
import { useMemberId } from '@/components/providers/store-provider';
import { withFullContext } from '@/components/providers/with-full-context';

// Members only, after hydration: a visitor's page loads none of it.
const RealityCheck = dynamic(() => withFullContext(import('./components/reality-check').then((m) => m.RealityCheck)), { ssr: false });

/** Mounts the reality check and session limit (components/reality-check.tsx) once someone is logged in. */
export function RealityCheckLoader() {
  return useMemberId() === null ? null : <RealityCheck />;
}
