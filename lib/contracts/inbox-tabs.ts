/**
 * The inbox's tabs and page size, kept free of zod: the inbox dialog reads them, and importing the
 * endpoint shapes (lib/contracts/communication.ts, built on these) would load zod (31 KB gzip)
 * with the dialog.
 */

export const INBOX_TABS = ['all', 'inbox', 'promotions_events'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
/** The tabs a message is written to ('all' is every message). */
export const MESSAGE_CATEGORIES = ['inbox', 'promotions_events'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const INBOX_PAGE_SIZE = 20;
