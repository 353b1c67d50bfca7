'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTimeZone } from 'next-intl';
import { useEffect } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';

/**
 * While the member menu is open, the pages its links lead to fetch their data ahead of the tap
 * (issue 29: no loading placeholder on a warm navigation). VIP needs nothing here: its tiers come
 * with the page (server prefetch) and its tier is the menu's own badge's query. Transactions opens
 * on the deposit history, whose first page and table code are fetched now.
 */
export function usePrefetchMenuPages(open: boolean): void {
  const queryClient = useQueryClient();
  const api = useApi();
  const memberId = useMemberId();
  const timeZone = useTimeZone() ?? 'UTC';
  useEffect(() => {
    if (!open || memberId === null) return;
    void import('@/features/transactions/dialogs').then((transactions) =>
      transactions.prefetchHistory(queryClient, api, memberId, 'deposit', timeZone),
    );
  }, [open, memberId, queryClient, api, timeZone]);
}
