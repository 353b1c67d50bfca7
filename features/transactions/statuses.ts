import type { TransactionType } from '@/lib/routes';

/**
 * The statuses a member can filter each history by. Wallet requests move pending → approved /
 * rejected / cancelled; a bet round is settled or rolled back. Other histories have no filter.
 */
export const STATUS_FILTERS: Partial<Record<TransactionType, readonly string[]>> = {
  deposit: ['pending', 'approved', 'rejected', 'cancelled'],
  withdrawal: ['pending', 'approved', 'rejected', 'cancelled'],
  'bet-history': ['settled', 'rolled_back'],
};

export function statusFilters(type: TransactionType): readonly string[] {
  return STATUS_FILTERS[type] ?? [];
}

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<string, StatusTone> = {
  approved: 'success',
  settled: 'success',
  success: 'success',
  completed: 'success',
  pending: 'warning',
  processing: 'warning',
  open: 'warning',
  rejected: 'danger',
  failed: 'danger',
  cancelled: 'neutral',
  rolled_back: 'neutral',
  granted: 'success',
  converted: 'success',
  expired: 'neutral',
  left: 'neutral',
  forfeited: 'danger',
};

/** The badge colour of a status code; an unknown code is neutral. */
export function statusTone(code: string): StatusTone {
  return TONES[code.toLowerCase()] ?? 'neutral';
}
