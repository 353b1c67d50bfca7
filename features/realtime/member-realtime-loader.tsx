'use client';

import dynamic from 'next/dynamic';
import { useMemberId } from '@/components/providers/store-provider';
import { withFullContext } from '@/components/providers/with-full-context';

// Members only, after hydration: a visitor's page loads none of the realtime code.
const MemberRealtime = dynamic(() => withFullContext(import('./member-realtime').then((m) => m.MemberRealtime)), { ssr: false });

/** Mounts the member's live updates (./member-realtime.tsx) once someone is logged in. */
export function MemberRealtimeLoader() {
  return useMemberId() === null ? null : <MemberRealtime />;
}
