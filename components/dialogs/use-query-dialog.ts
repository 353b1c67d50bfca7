'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { closedDialogHref, dialogHref } from '@/lib/dialog-url';

/** showDialog sets the action and navigates; closeDialog clears it (docs/PRODUCT.md §4). */
export function useQueryDialog() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const action = params.get('action');

  const showDialog = useCallback(
    (next: string, extra: Record<string, string | undefined> = {}) =>
      router.push(dialogHref(pathname, next, extra, params.toString()), { scroll: false }),
    [router, pathname, params],
  );
  const closeDialog = useCallback(() => router.push(closedDialogHref(pathname), { scroll: false }), [router, pathname]);

  return { action, params, showDialog, closeDialog };
}
