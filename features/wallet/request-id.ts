import type { HistoryRow } from '@/lib/contracts/wallet';

/** wallet/withdraw-cancel takes the request's numeric id; history rows carry it as text. */
export function requestIdOf(row: Pick<HistoryRow, 'id' | 'extra'>): number | null {
  const raw = row.extra.requestId ?? row.id;
  const digits = /(\d+)$/.exec(raw)?.[1];
  const id = digits ? Number(digits) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
