import { describe, expect, it } from 'vitest';
import { addDays, defaultRange, historyToday, isValidRange } from './dates';
import { isIsoDay } from './iso-day';

describe('defaultRange', () => {
  it('is the last 90 days, both ends inclusive, ending today', () => {
    const range = defaultRange('2026-11-21');
    expect(range).toEqual({ from: '2026-08-24', to: '2026-11-21' });
    expect((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1).toBe(90);
  });

  it('crosses year ends and leap days', () => {
    expect(defaultRange('2027-01-15')).toEqual({ from: '2026-10-18', to: '2027-01-15' });
    expect(defaultRange('2028-03-30').from).toBe('2028-01-01');
  });
});

describe('historyToday', () => {
  it('counts UTC days, like transaction/list, whatever the caller’s zone', () => {
    expect(historyToday(new Date('2026-11-20T23:59:59Z'))).toBe('2026-11-20');
    expect(historyToday(new Date('2026-11-21T07:59:59+08:00'))).toBe('2026-11-20');
    expect(historyToday(new Date('2026-11-21T00:00:00Z'))).toBe('2026-11-21');
  });

  it('reads today in the member’s zone on both sides of its midnight', () => {
    expect(historyToday(new Date('2026-11-20T15:59:59Z'), 'Asia/Kuala_Lumpur')).toBe('2026-11-20');
    expect(historyToday(new Date('2026-11-20T16:00:00Z'), 'Asia/Kuala_Lumpur')).toBe('2026-11-21');
  });
});

describe('isIsoDay / isValidRange / addDays', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-2-1')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });

  it('needs from ≤ to; one day is a range', () => {
    expect(isValidRange('2026-11-01', '2026-11-30')).toBe(true);
    expect(isValidRange('2026-11-05', '2026-11-05')).toBe(true);
    expect(isValidRange('2026-11-06', '2026-11-05')).toBe(false);
    expect(isValidRange('2026-11-06', 'soon')).toBe(false);
  });

  it('moves by calendar days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
