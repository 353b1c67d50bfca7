'use client';

import dynamic from 'next/dynamic';
import { withQueries } from '@/components/providers/with-queries';
import { useUserStore } from '@/components/providers/store-provider';

const MemberInboxButton = dynamic(() => withQueries(import('./member-inbox-button').then((m) => m.MemberInboxButton)));

/** The header's inbox icon with the member's unread count; it opens the inbox dialog. */
export function InboxButton() {
  const loggedIn = useUserStore((s) => s.loggedIn);
  if (!loggedIn) return null;
  return <MemberInboxButton />;
}
