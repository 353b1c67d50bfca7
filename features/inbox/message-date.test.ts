import { describe, expect, it } from 'vitest';
import { formatMessageDate, timeZoneOf } from './message-date';

describe('formatMessageDate', () => {
  it('writes dd Mon yyyy in the member’s language', () => {
    expect(formatMessageDate('2026-11-25T10:00:00Z', 'en-my', 'Asia/Kuala_Lumpur')).toBe('25 Nov 2026');
    expect(formatMessageDate('2026-11-25T10:00:00Z', 'th-th', 'Asia/Bangkok')).toBe('25 พ.ย. 2026');
  });

  it('counts the day in the member’s time zone, not UTC', () => {
    // 20:30 UTC on the 24th is already the 25th in Kuala Lumpur (UTC+8), still the 24th in UTC.
    expect(formatMessageDate('2026-11-24T20:30:00Z', 'en', timeZoneOf('MY'))).toBe('25 Nov 2026');
    expect(formatMessageDate('2026-11-24T20:30:00Z', 'en', timeZoneOf(undefined))).toBe('24 Nov 2026');
  });

  it('answers nothing for a broken date', () => {
    expect(formatMessageDate('not a date', 'en', 'UTC')).toBe('');
  });
});
