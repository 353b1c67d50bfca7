import type { HistoryRow } from '@/lib/contracts/wallet';
import type { Database } from '../../db/connection';

/** What every history source gets: one member, a date range, an optional status and a page. */
export type HistoryQuery = {
  memberId: number;
  decimals: number;
  /** The member's language: histories that name things (a promotion's title) name them in it. */
  language: string;
  start: Date;
  end: Date;
  /** Applied by sources whose rows have statuses; the others ignore it. */
  status: string | undefined;
  limit: number;
  offset: number;
};

export type HistorySlice = { rows: HistoryRow[]; total: number };

export type HistorySource = (db: Database, query: HistoryQuery) => Promise<HistorySlice>;

/** Rows that have no status of their own (ledger-only events) read as done. */
export const DONE_STATUS = 'approved';
