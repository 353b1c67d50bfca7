'use client';

import { useLocale } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { usePreviewContent } from '@/features/preview/queries';
import { shownPopup } from '../popup-text';
import { PopupPager } from './popup-pager';

/** The console's preview: the operator's draft pop-ups once they have come, the published ones (`children`) until then. */
export function PopupDrafts({ currency, children }: { currency: string; children: ReactNode }) {
  const drafts = usePreviewContent('home', { currency })?.popups;
  const language = useLocale().split('-')[0] ?? 'en';
  const shownDrafts = useMemo(() => drafts?.map((p) => shownPopup(p, language)), [drafts, language]);
  return shownDrafts ? <PopupPager key="preview" popups={shownDrafts} hiddenIds={[]} remember={false} /> : children;
}
