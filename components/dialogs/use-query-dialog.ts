'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { closedDialogHref, dialogHref } from '@/lib/dialog-url';

/**
 * showDialog sets ?action= and closeDialog clears it (docs/PRODUCT.md §4), with
 * history.pushState: Next's router picks the entry up (useSearchParams follows, back/forward
 * restore it) without a server round trip — no page renders anything from ?action=, only
 * DialogHost reads it. A reload renders the page again and opens the same dialog.
 */
export function useQueryDialog() {
  const pathname = usePathname();
  const params = useSearchParams();
  const action = params.get('action');

  const showDialog = useCallback(
    (next: string, extra: Record<string, string | undefined> = {}) =>
      window.history.pushState(null, '', dialogHref(pathname, next, extra, params.toString())),
    [pathname, params],
  );
  const closeDialog = useCallback(() => window.history.pushState(null, '', closedDialogHref(pathname)), [pathname]);

  return { action, params, showDialog, closeDialog };
}
