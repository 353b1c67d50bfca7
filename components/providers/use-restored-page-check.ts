'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isMemberQueryKey } from '@/lib/api/query-keys';
import { noteRestored, restoredFromCache } from '@/lib/page-restore';
import { signedOutSince } from '@/lib/signed-out-marker';
import { useApi } from './api-provider';
import { useQueryClientHolder } from './query-client-holder';
import { useStoreApis } from './store-provider';
import { useClearMember } from './use-clear-member';

/**
 * Every page may be stored by the browser (lib/page-cache.ts). When one comes back from the
 * back/forward cache or the HTTP cache, the session may have changed since:
 * - a sign-out marked while the page was hidden (this tab or another, lib/signed-out-marker.ts)
 *   clears the member at once, and a refresh lets the proxy's guards move a member-only route on;
 * - otherwise the page asks who is signed in: the same member's data is refreshed, another member (a
 *   login while the page was stored) replaces it. A member who has gone answers 401: on a restored
 *   page the API provider refreshes it rather than going home, so the guards decide here too.
 */
export function useRestoredPageCheck(): void {
  const api = useApi();
  const router = useRouter();
  const queries = useQueryClientHolder();
  const clearMember = useClearMember();
  const { user } = useStoreApis();
  useEffect(() => {
    let hiddenAt = Date.now();
    const check = async () => {
      noteRestored(location.href);
      if (user.getState().loggedIn && signedOutSince(localStorage, hiddenAt)) {
        // Gone: the refresh's guards decide where the page goes; asking the server for the member
        // too would race the refresh with the 401's own way home.
        clearMember();
        router.refresh();
        return;
      }
      const answer = await api.call('member/profile', {}, { idempotent: true });
      const member = answer?.status ? answer.output : null;
      if (!member) return;
      const shown = user.getState().data?.id;
      user.getState().login(member);
      if (shown === member.id) {
        void queries.client?.invalidateQueries({ predicate: (query) => isMemberQueryKey(query.queryKey) });
        return;
      }
      queries.client?.removeQueries({ predicate: (query) => isMemberQueryKey(query.queryKey) });
      router.refresh();
    };
    if (restoredFromCache(null, performance.getEntriesByType('navigation')[0])) void check();
    const onPageHide = () => {
      hiddenAt = Date.now();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (restoredFromCache(event, undefined)) void check();
    };
    addEventListener('pagehide', onPageHide);
    addEventListener('pageshow', onPageShow);
    return () => {
      removeEventListener('pagehide', onPageHide);
      removeEventListener('pageshow', onPageShow);
    };
  }, [api, router, queries, clearMember, user]);
}
