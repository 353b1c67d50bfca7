'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { withFullContext } from '@/components/providers/with-full-context';
import { useMemberId } from '@/components/providers/store-provider';

/**
 * The header's member dialogs — the wallet (Deposit) and the inbox, always in view — warmed once the
 * member is known and the browser is idle: their code, messages and first data are fetched ahead of
 * a tap, so they open on their data rather than on a spinner (issue 29). Once per page load; a
 * client-side navigation keeps what was fetched (React Query's cache).
 */
export function useWarmMemberDialogs(): void {
  const queryClient = useQueryClient();
  const api = useApi();
  const memberId = useMemberId();
  const locale = useLocale();
  useEffect(() => {
    if (memberId === null) return;
    const warm = () => {
      const wallet = import('@/features/wallet/dialogs');
      const inbox = import('@/features/inbox/dialogs');
      // As the dialogs' own loaders (dialog-host.tsx) ask for them: code and every message.
      void withFullContext(wallet.then((m) => m.WalletDialog)).catch(() => undefined);
      void withFullContext(inbox.then((m) => m.InboxDialog)).catch(() => undefined);
      void Promise.all([wallet, inbox])
        .then(([walletParts, inboxParts]) => {
          walletParts.prefetchWalletSettings(queryClient, api, memberId);
          inboxParts.prefetchInbox(queryClient, api, memberId, locale);
        })
        .catch(() => undefined);
    };
    // Not before the page's own work: an idle moment (a timer where there is no requestIdleCallback).
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warm, 1000);
    return () => window.clearTimeout(id);
  }, [memberId, queryClient, api, locale]);
}
