import { describe, expect, it } from 'vitest';
import { statusFilters, statusTone } from './statuses';

describe('statuses', () => {
  it('filters wallet requests and bets by their own statuses, others not at all', () => {
    expect(statusFilters('deposit')).toEqual(['pending', 'approved', 'rejected', 'cancelled']);
    expect(statusFilters('withdrawal')).toEqual(statusFilters('deposit'));
    expect(statusFilters('bet-history')).toEqual(['settled', 'rolled_back']);
    expect(statusFilters('adjustment')).toEqual([]);
  });

  it('colours a status, unknown ones neutral', () => {
    expect(statusTone('approved')).toBe('success');
    expect(statusTone('PENDING')).toBe('warning');
    expect(statusTone('rejected')).toBe('danger');
    expect(statusTone('something-new')).toBe('neutral');
  });
});
