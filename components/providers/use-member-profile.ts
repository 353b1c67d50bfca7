'use client';

import { useEffect } from 'react';
import { useApi } from './api-provider';
import { useProfileLoading, useStoreApis } from './store-provider';

/**
 * Loads the signed-in member's profile on the client: the server renders only that a member is
 * signed in (the header's skeleton), so no page's HTML carries their data and the browser may keep
 * it (lib/page-cache.ts). A 401 is the API client's (logout, home); any other failure leaves the
 * profile failed, and the header offers to try again (retryProfile loads it anew).
 */
export function useMemberProfile(): void {
  const api = useApi();
  const { user } = useStoreApis();
  const pending = useProfileLoading();
  useEffect(() => {
    if (!pending) return;
    let current = true;
    void api.call('member/profile', {}, { idempotent: true }).then((answer) => {
      if (!current || !user.getState().loggedIn) return;
      if (answer?.status && answer.output) user.getState().login(answer.output);
      else if (answer?.code !== 401) user.getState().failProfile();
    });
    return () => {
      current = false;
    };
  }, [pending, api, user]);
}
