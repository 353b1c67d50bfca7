'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import { afterFirstPaint } from '@/lib/after-first-paint';
import type { MemberEventName, MemberEvents } from '@/lib/contracts/realtime';
import { connectMemberChannel, type RealtimeConnection } from './connect';
import { liveBus } from './live-bus';
import { LISTENED, missedKeys, reactionTo } from './member-events';

/**
 * The member's live updates: one pusher-js connection per page while logged in, on their private
 * channel. Pushes refetch the queries that own the facts (the header balance updates without a
 * reload) and decisions show a toast; on reconnect, on returning to the tab and on `online` it
 * refetches what it may have missed. Closed while the page sits in the back/forward cache. Renders nothing.
 */
export function MemberRealtime() {
  const memberId = useMemberId();
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useTranslations('realtime');

  useEffect(() => {
    if (memberId === null) return;
    let connection: RealtimeConnection | null = null;
    let opening = 0; // which connect() is current: an answer to an older one is closed at once
    let stopped = false;
    const refetchMissed = () => {
      for (const queryKey of missedKeys(memberId)) void queryClient.invalidateQueries({ queryKey });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetchMissed();
    };
    const connect = () => {
      const attempt = ++opening;
      connectMemberChannel(api).then(
        (opened) => {
          if (stopped || attempt !== opening) return opened?.disconnect();
          connection = opened;
          opened?.onEvent((event, payload) => {
            liveBus.emitEvent(event, payload);
            if (!LISTENED.includes(event as MemberEventName)) return;
            const reaction = reactionTo(event as MemberEventName, payload as MemberEvents[MemberEventName], memberId);
            if (!reaction) return;
            for (const queryKey of reaction.refetch) void queryClient.invalidateQueries({ queryKey });
            if (reaction.checkSession) void api.call('member/profile', {}, { idempotent: true });
            if (reaction.toast) toast({ severity: reaction.toast.severity, detail: t(reaction.toast.key, reaction.toast.values) });
          });
          opened?.onReconnect(() => {
            refetchMissed();
            liveBus.emitReconnect();
          });
          opened?.onState((state) => liveBus.emitState(state));
        },
        () => {},
      );
    };
    const disconnect = () => {
      opening += 1;
      connection?.disconnect();
      connection = null;
    };
    // A page with an open WebSocket never enters the back/forward cache: close it as the page is
    // hidden, open it again (and catch up) when the page is shown from the cache.
    const onPageHide = () => disconnect();
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || stopped) return;
      connect();
      refetchMissed();
    };
    const cancel = afterFirstPaint(connect);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', refetchMissed);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stopped = true;
      cancel();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', refetchMissed);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      disconnect();
    };
  }, [memberId, api, queryClient, toast, t]);

  return null;
}
