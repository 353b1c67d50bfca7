'use client';

import { useCallback } from 'react';
import { isMemberQueryKey } from '@/lib/api/query-keys';
import { markSignedOut } from '@/lib/signed-out-marker';
import { useQueryClientHolder } from './query-client-holder';
import { useStoreApis } from './store-provider';

/**
 * What a logout clears, whichever way it happens (the member's choice or a 401, docs/PRODUCT.md §4):
 * the member in the user store and every query holding their own data. A member's going is marked
 * for the pages the browser keeps (lib/signed-out-marker.ts). Answers whether a member was logged in.
 */
export function useClearMember(): () => boolean {
  const { user } = useStoreApis();
  const queries = useQueryClientHolder();
  return useCallback(() => {
    const wasMember = user.getState().loggedIn;
    if (wasMember) markSignedOut(localStorage, Date.now());
    user.getState().clear();
    // No client yet: nothing of theirs was ever read on this page.
    queries.client?.removeQueries({ predicate: (query) => isMemberQueryKey(query.queryKey) });
    return wasMember;
  }, [user, queries]);
}
