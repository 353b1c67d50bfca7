'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTimeZone } from 'next-intl';
import { useEffect } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { usePageCurrency } from '@/components/providers/use-page-currency';
import { useMemberId } from '@/components/providers/store-provider';

/**
 * While the member menu is open, the pages its links lead to fetch their data ahead of the tap
 * (issue 29: no loading placeholder on a warm navigation): VIP the member's tier (its tier table
 * comes with the page), Transactions the deposit history's first page. Asked for
 * here rather than by the menu's tier badge, which mounts only once its code is in: a tap on VIP
 * right after opening the menu closed it first and the page opened on a loading card.
 */
export function usePrefetchMenuPages(open: boolean): void {
  const queryClient = useQueryClient();
  const api = useApi();
  const memberId = useMemberId();
  const timeZone = useTimeZone() ?? 'UTC';
  const currency = usePageCurrency();
  const language = useLocale();
  useEffect(() => {
    if (!open || memberId === null) return;
    void import('@/features/transactions/dialogs').then((transactions) =>
      transactions.prefetchHistory(queryClient, api, memberId, 'deposit', timeZone),
    );
    void import('@/features/loyalty/dialogs').then((loyalty) => loyalty.prefetchVipStatus(queryClient, api, memberId, currency, language));
  }, [open, memberId, queryClient, api, timeZone, currency, language]);
}
