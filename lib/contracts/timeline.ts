import { z } from 'zod';
import { TIMELINE_BALANCES, TIMELINE_KINDS, TIMELINE_MAX_PAGE } from './timeline-kinds';

/**
 * timeline/list: every movement of the member's money in one list, newest first, for at most the
 * last 12 months (UKGC RTS 1). Days are ISO days in the member's country zone, both ends inclusive.
 * Pages follow a keyset cursor (the last row's time and key), never an offset.
 */

export * from './timeline-kinds';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'error_date');

export const timelineInput = z
  .object({
    kind: z.enum(TIMELINE_KINDS).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** The `next` of the previous page; absent for the first. */
    cursor: z.string().max(500).optional(),
    pageSize: z.number().int().min(1).max(TIMELINE_MAX_PAGE).default(50),
  })
  .strict();

export const timelineItemSchema = z.object({
  /** Unique across the list: `r…` a game round, `q…` a wallet request, `j…` a journal entry. */
  id: z.string(),
  /** ISO instant */
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** What happened, finer than kind: deposit, withdrawal, round, or the journal entry's kind (bonus_grant, transfer_to_provider …). */
  entry: z.string(),
  /** Signed decimal string: what the line moved for the member (a round's win − stake). */
  amount: z.string(),
  balance: z.enum(TIMELINE_BALANCES),
  /** pending / approved / rejected / cancelled (requests), open / settled / rolled_back (rounds), done (the rest). */
  status: z.string(),
  /** The game and provider, the bank or gateway, the wallets of a transfer, the promotion, the operator's note. */
  description: z.string(),
  /** A round's stake and win (unsigned decimal strings); null for other lines. */
  stake: z.string().nullable(),
  win: z.string().nullable(),
});

/** Completed (approved) deposits and withdrawals of the period, and their difference. */
export const timelineSummarySchema = z.object({ deposits: z.string(), withdrawals: z.string(), net: z.string() });

export const timelinePageSchema = z.object({
  items: z.array(timelineItemSchema),
  /** The cursor of the next page; null on the last. */
  next: z.string().nullable(),
  currency: z.string(),
  /** The member's country zone: the days of the range and the times shown. */
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** The first day the timeline reaches back to (12 months before today). */
  earliest: z.string(),
  /** Net deposits of the whole period (whatever the kind filter); on the first page only. */
  summary: timelineSummarySchema.nullable(),
});

export type TimelineInput = z.input<typeof timelineInput>;
export type TimelineItem = z.infer<typeof timelineItemSchema>;
export type TimelinePage = z.infer<typeof timelinePageSchema>;
export type TimelineSummary = z.infer<typeof timelineSummarySchema>;
