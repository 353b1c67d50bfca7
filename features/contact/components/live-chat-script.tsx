'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useMemberId } from '@/components/providers/store-provider';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { injectScript, type LiveChatSession } from '@/lib/third-party-scripts';

declare global {
  interface Window {
    LiveChatSession?: LiveChatSession;
  }
}

/**
 * The country's third-party live-chat script (contact data `liveChatScript`), loaded once the page
 * is interactive. The vendor's loader finds the member as session variables in
 * `window.LiveChatSession` (and `data-user-id` on its script tag); a login or logout updates them
 * and fires `livechat:session`. Renders nothing.
 */
export function LiveChatScript({ src }: { src: string }) {
  const memberId = useMemberId();
  const language = useLocale();

  useEffect(() => {
    const session: LiveChatSession = { userId: memberId === null ? null : String(memberId), language };
    window.LiveChatSession = session;
    window.dispatchEvent(new CustomEvent('livechat:session', { detail: session }));
  }, [memberId, language]);

  useEffect(
    () =>
      afterFirstPaint(() => {
        const userId = window.LiveChatSession?.userId;
        injectScript(document, 'live-chat-script', src, userId ? { userId } : {});
      }),
    [src],
  );
  return null;
}
