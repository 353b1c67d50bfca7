'use client';

import { useEffect } from 'react';
import { useUserStore } from '@/components/providers/store-provider';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { RegisterDialog, loadLoginDialog } from './visitor-dialogs';

/**
 * A visitor's header dialogs — Log In and Join Now, always in view — loaded once the page has loaded,
 * painted and gone idle: code, React Query's island and every message. A tap then shows the dialog
 * on its next render; cold, on a slow phone, it waited about a second for three fetches in a row
 * (bench/README.md, "`bench/visitor-taps.ts`"). Members get their own (wallet, inbox).
 */
export function useWarmVisitorDialogs(): void {
  const signedIn = useUserStore((s) => s.loggedIn);
  useEffect(() => {
    if (signedIn) return;
    return afterFirstPaint(() => {
      void loadLoginDialog().catch(() => undefined);
      RegisterDialog.preload();
    });
  }, [signedIn]);
}
