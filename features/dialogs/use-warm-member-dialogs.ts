'use client';

import { useLocale } from 'next-intl';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useQueryClientHolder, type QueryClientHolder } from '@/components/providers/query-client-holder';
import { useMemberId, useUserStore } from '@/components/providers/store-provider';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { isWalletTarget } from '@/lib/routes';
import { InboxDialog, WalletDialog } from './member-dialogs';
import type { ApiClient } from '@/lib/api/client';
import type { MemberId } from '@/lib/api/query-keys';

/** The member dialog a page's URL opens (?action=), whose data should not wait for an idle moment. */
type OpenedMemberDialog = 'wallet' | 'inbox' | null;

/** Puts a dialog's first data into the page's cache. */
type Prefetcher = (client: QueryClient, api: ApiClient, memberId: MemberId, locale: string) => void;

/** Each dialog's prefetch, from the feature's small `queries` entry (not its dialogs: their code is far larger). */
const PREFETCHERS: Record<'wallet' | 'inbox', () => Promise<Prefetcher>> = {
  wallet: () => import('@/features/wallet/queries').then((m) => (client, api, memberId) => m.prefetchWalletSettings(client, api, memberId)),
  inbox: () => import('@/features/inbox/queries').then((m) => m.prefetchInbox),
};

/** The code a dialog's prefetch needs: React Query's island and the feature's prefetch. */
function prefetchCode(which: 'wallet' | 'inbox') {
  return Promise.all([import('@/components/providers/query-island'), PREFETCHERS[which]()]);
}

/** A dialog's first data into the page's cache (a member's page only). */
function prefetch(which: 'wallet' | 'inbox', holder: QueryClientHolder, api: ApiClient, memberId: MemberId, locale: string): void {
  const fetched = prefetchCode(which).then(([{ queryClientOf }, run]) => run(queryClientOf(holder), api, memberId, locale));
  void fetched.catch(() => undefined);
}

function openedMemberDialog(action: string | null): OpenedMemberDialog {
  if (action === 'inbox') return 'inbox';
  return action && isWalletTarget(action) ? 'wallet' : null;
}

/**
 * The header's member dialogs — the wallet (Deposit) and the inbox, always in view — warmed once the
 * member is known: their code, messages and first data are fetched ahead of a tap, so they open on
 * their data rather than on a spinner (issue 29). The one the URL opens asks for its data as soon as
 * the member's id is known, beside its code (DialogHost renders it); the rest wait for the page's
 * load, first paint and an idle moment, once per page load. A client-side navigation keeps what was
 * fetched (React Query's cache).
 */
export function useWarmMemberDialogs(action: string | null): void {
  const opened = openedMemberDialog(action);
  const queries = useQueryClientHolder();
  const api = useApi();
  const signedIn = useUserStore((s) => s.loggedIn);
  const memberId = useMemberId();
  const locale = useLocale();
  // The page says a member is signed in before their profile (and id) comes: the prefetch's code is
  // fetched from hydration on, so the call goes out the moment the id is known. Fetched once the id
  // was, it shared a slow line with the member's other parts and the call went out ~0.5 s later.
  useEffect(() => {
    if (signedIn && opened !== null) void prefetchCode(opened).catch(() => undefined);
  }, [signedIn, opened]);
  useEffect(() => {
    if (memberId === null || opened === null) return;
    prefetch(opened, queries, api, memberId, locale);
  }, [opened, memberId, queries, api, locale]);
  useEffect(() => {
    if (memberId === null) return;
    const warm = () => {
      // The parts the host renders: code and every message, so a tap shows the dialog at once.
      WalletDialog.preload();
      InboxDialog.preload();
      prefetch('wallet', queries, api, memberId, locale);
      prefetch('inbox', queries, api, memberId, locale);
    };
    // Not before the page's own work: after its load event (the lazy parts it asked for while
    // loading count), its first paint and an idle moment. Right after hydration, on a slow phone, the
    // warm-up's code, messages and calls held up the page's own lazy parts.
    return afterFirstPaint(warm);
  }, [memberId, queries, api, locale]);
}
