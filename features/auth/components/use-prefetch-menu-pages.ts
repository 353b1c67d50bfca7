'use client';

import { useTimeZone } from 'next-intl';
import { useEffect } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { loadQueryCore } from '@/components/providers/query-load';
import { useQuerySlot } from '@/components/providers/query-slot';
import { useMemberId } from '@/components/providers/store-provider';

/**
 * While the member menu is open, the pages its links lead to fetch their data ahead of the tap
 * (issue 29: no loading placeholder on a warm navigation). VIP needs nothing here: its tiers come
 * with the page (server prefetch) and its tier is the menu's own badge's query. Transactions opens
 * on the deposit history, whose first page and table code are fetched now.
 */
export function usePrefetchMenuPages(open: boolean): void {
  const slot = useQuerySlot();
  const api = useApi();
  const memberId = useMemberId();
  const timeZone = useTimeZone() ?? 'UTC';
  useEffect(() => {
    if (!open || memberId === null) return;
    void Promise.all([loadQueryCore(), import('@/features/transactions/dialogs')]).then(([core, transactions]) =>
      transactions.prefetchHistory(core.clientOf(slot), api, memberId, 'deposit', timeZone),
    );
  }, [open, memberId, slot, api, timeZone]);
}
