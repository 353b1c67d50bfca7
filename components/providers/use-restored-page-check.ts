'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { restoredFromCache } from '@/lib/page-restore';
import { useApi } from './api-provider';
import { useStoreApis } from './store-provider';

/**
 * A visitor's page may be stored by the browser (lib/page-cache.ts). When one comes back from the
 * back/forward cache or the HTTP cache, the session may have changed since (a login in this tab or
 * another): ask who is logged in and bring the page up to date. A member who has gone is handled by
 * the API client's 401 (logout, home).
 */
export function useRestoredPageCheck(): void {
  const api = useApi();
  const router = useRouter();
  const { user } = useStoreApis();
  useEffect(() => {
    const check = async () => {
      const answer = await api.call('member/profile', {}, { idempotent: true });
      const member = answer?.status ? answer.output : null;
      if (!member || user.getState().data?.id === member.id) return;
      user.getState().login(member);
      router.refresh();
    };
    if (restoredFromCache(null, performance.getEntriesByType('navigation')[0])) void check();
    const onPageShow = (event: PageTransitionEvent) => {
      if (restoredFromCache(event, undefined)) void check();
    };
    addEventListener('pageshow', onPageShow);
    return () => removeEventListener('pageshow', onPageShow);
  }, [api, router, user]);
}
