'use client';

import { lazy, Suspense } from 'react';
import { usePreviewKey } from '@/features/preview';
import type { ShownPopup } from '../popup-text';
import { PopupPager } from './popup-pager';

// Loaded only once a preview key is checked: a member's home carries none of the drafts' code.
const PopupDrafts = lazy(() => import('./popup-drafts').then((m) => ({ default: m.PopupDrafts })));

/**
 * The home page's announcement pop-ups (common/dashboard, fetched with the page, in the page's
 * language: `shownPopup` on the server): each shows unless "don't show again" stored an expiry that
 * has not passed; several page one after another. In the console's preview the operator's drafts
 * replace them, every one shown whatever was hidden.
 */
export function AnnouncementPopups({ popups, hiddenIds, currency }: { popups: ShownPopup[]; hiddenIds: number[]; currency: string }) {
  const published = <PopupPager popups={popups} hiddenIds={hiddenIds} />;
  if (usePreviewKey() === null) return published;
  return (
    <Suspense fallback={published}>
      <PopupDrafts popups={popups} hiddenIds={hiddenIds} currency={currency} />
    </Suspense>
  );
}
