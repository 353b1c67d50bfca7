'use client';

import { draftsWhenPreviewing } from '@/features/preview';
import type { ShownPopup } from '../popup-text';
import { PopupPager } from './popup-pager';

const PopupPreview = draftsWhenPreviewing(() => import('./popup-drafts').then((m) => m.PopupDrafts));

/**
 * The home page's announcement pop-ups (common/dashboard, fetched with the page, in the page's
 * language: `shownPopup` on the server): each shows unless "don't show again" stored an expiry that
 * has not passed; several page one after another. In the console's preview the operator's drafts
 * replace them, every one shown whatever was hidden.
 */
export function AnnouncementPopups({ popups, hiddenIds, currency }: { popups: ShownPopup[]; hiddenIds: number[]; currency: string }) {
  return (
    <PopupPreview currency={currency}>
      <PopupPager popups={popups} hiddenIds={hiddenIds} />
    </PopupPreview>
  );
}
