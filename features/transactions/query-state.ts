import type { TransactionType } from '@/lib/routes';
import { defaultRange, isValidRange } from './dates';
import { statusFilters } from './statuses';

/** Rows per page of every history (the contract's default). */
export const PAGE_SIZE = 20;

/** What a history shows; kept in the URL (from, to, status, page) so a reload shows the same. */
export type HistoryQuery = { from: string; to: string; status: string; page: number };

type SearchLike = { get(name: string): string | null };
const KEYS = ['from', 'to', 'status', 'page'] as const;

/**
 * The URL's query, with anything unusable replaced by the default: a broken or reversed range
 * by the last 90 days, a status this history does not have by "all", a bad page by 1.
 */
export function readHistoryQuery(search: SearchLike, type: TransactionType, today: string): HistoryQuery {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const range = isValidRange(from, to) ? { from, to } : defaultRange(today);
  const status = search.get('status') ?? '';
  const page = Number(search.get('page'));
  return {
    ...range,
    status: statusFilters(type).includes(status) ? status : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the query over the current search, keeping its other keys (?action= of an open dialog). */
export function writeHistoryQuery(query: HistoryQuery, current: string): string {
  const params = new URLSearchParams(current);
  for (const key of KEYS) params.delete(key);
  params.set('from', query.from);
  params.set('to', query.to);
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** The transaction/list payload (lib/contracts/wallet.ts historyInput). */
export function historyPayload(type: TransactionType, query: HistoryQuery) {
  return {
    type,
    from: query.from,
    to: query.to,
    ...(query.status ? { status: query.status } : {}),
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
export type HistoryPayload = ReturnType<typeof historyPayload>;
