/**
 * The timeline's kinds and page bound, kept free of zod: the timeline's filters and export read
 * them, and importing the endpoint shapes (lib/contracts/timeline.ts) would load zod with them.
 */
export const TIMELINE_KINDS = ['deposit', 'withdrawal', 'transfer', 'game', 'bonus', 'reward', 'rebate', 'adjustment'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Which balance a line moved: bonus steps move bonus money, everything else cash. */
export const TIMELINE_BALANCES = ['cash', 'bonus'] as const;

/** The most rows one page may ask for (the CSV export pages with it). */
export const TIMELINE_MAX_PAGE = 500;
