import { create } from 'zustand';

/**
 * The preview key this page has checked with the platform (null: not a preview, or not yet). The
 * promotions' queries send it, so the operator's drafts appear while it lasts.
 */
export const usePreviewStore = create<{ key: string | null }>(() => ({ key: null }));

export const usePreviewKey = () => usePreviewStore((s) => s.key);
