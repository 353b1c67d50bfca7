import { dayBounds, loyaltyDay, nextReset, shiftDay } from './loyalty-day';

describe('the loyalty day (UTC+8 by default)', () => {
  it('turns at 16:00 UTC, local midnight in UTC+8', () => {
    expect(loyaltyDay(new Date('2026-11-25T15:59:59.999Z'), 8)).toBe('2026-11-25');
    expect(loyaltyDay(new Date('2026-11-25T16:00:00.000Z'), 8)).toBe('2026-11-26');
  });

  it('follows another offset', () => {
    expect(loyaltyDay(new Date('2026-11-25T23:30:00Z'), 0)).toBe('2026-11-25');
    expect(loyaltyDay(new Date('2026-11-26T04:59:00Z'), -5)).toBe('2026-11-25');
    expect(loyaltyDay(new Date('2026-11-26T05:00:00Z'), -5)).toBe('2026-11-26');
  });

  it('names the UTC instants a local day covers and when it resets', () => {
    expect(dayBounds('2026-11-26', 8)).toEqual({ start: new Date('2026-11-25T16:00:00Z'), end: new Date('2026-11-26T16:00:00Z') });
    expect(nextReset(new Date('2026-11-25T15:59:00Z'), 8)).toEqual(new Date('2026-11-25T16:00:00Z'));
    expect(nextReset(new Date('2026-11-25T16:00:00Z'), 8)).toEqual(new Date('2026-11-26T16:00:00Z'));
  });

  it('counts days back across months', () => {
    expect(shiftDay('2026-03-01', 1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', -1)).toBe('2027-01-01');
  });
});
