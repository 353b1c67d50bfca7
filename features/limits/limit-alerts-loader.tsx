'use client';

import dynamic from 'next/dynamic';
import { useMemberId } from '@/components/providers/store-provider';
import { withFullContext } from '@/components/providers/with-full-context';

// Members only, after hydration, with every namespace (the limits' texts are not the shell's).
const LimitAlerts = dynamic(() => withFullContext(import('./components/limit-alerts').then((m) => m.LimitAlerts)), { ssr: false });

/** Mounts the limits' toasts (components/limit-alerts.tsx) once someone is logged in. */
export function LimitAlertsLoader() {
  return useMemberId() === null ? null : <LimitAlerts />;
}
