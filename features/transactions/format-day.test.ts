import { describe, expect, it } from 'vitest';
import { DASH, formatDay, formatMoment } from './format-day';

describe('formatDay', () => {
  it('writes dd Mon yyyy (docs/PRODUCT.md §9)', () => {
    expect(formatDay('2026-11-05T03:00:00Z', 'en-my', 'UTC')).toBe('05 Nov 2026');
    expect(formatDay('2026-01-09T00:00:00.000Z', 'en-my', 'UTC')).toBe('09 Jan 2026');
  });

  it('counts days in the member’s zone, like the range filter', () => {
    expect(formatDay('2026-11-05T15:59:00Z', 'en-my', 'Asia/Kuala_Lumpur')).toBe('05 Nov 2026');
    expect(formatDay('2026-11-05T16:00:00Z', 'en-my', 'Asia/Kuala_Lumpur')).toBe('06 Nov 2026');
  });

  it('counts UTC days in UTC', () => {
    expect(formatDay('2026-11-05T23:59:00Z', 'en-my', 'UTC')).toBe('05 Nov 2026');
    expect(formatDay('2026-11-06T07:00:00+08:00', 'en-my', 'UTC')).toBe('05 Nov 2026');
  });

  it('reads a naive back-end time as UTC+8 wall clock (shifted back 8 hours)', () => {
    expect(formatDay('2026-11-06 07:59:00', 'en-my', 'UTC')).toBe('05 Nov 2026');
    expect(formatDay('2026-11-06 08:00:00', 'en-my', 'UTC')).toBe('06 Nov 2026');
  });

  it('names the month in the page’s language, always with Gregorian years', () => {
    expect(formatDay('2026-11-05T03:00:00Z', 'zh-my', 'UTC')).toBe('2026年11月5日');
    expect(formatDay('2026-11-05T03:00:00Z', 'th-th', 'Asia/Bangkok')).toMatch(/^05 \S+ 2026$/);
    expect(formatDay('2026-11-05T03:00:00Z', 'th-th', 'Asia/Bangkok')).not.toContain('Nov');
    expect(formatDay('2026-11-05T03:00:00Z', 'th-th', 'Asia/Bangkok')).not.toContain('2569');
  });

  it('shows an invalid date as a dash (docs/PRODUCT.md §8)', () => {
    expect(formatDay('', 'en-my', 'UTC')).toBe(DASH);
    expect(formatDay('yesterday', 'en-my', 'UTC')).toBe(DASH);
    expect(formatDay('2026-02-31T00:00:00Z', 'en-my', 'UTC')).toBe(DASH);
    expect(formatDay(null, 'en-my', 'UTC')).toBe(DASH);
    expect(DASH).toBe('—');
  });

  it('falls back to English month names for a locale Intl refuses', () => {
    expect(formatDay('2026-11-05T03:00:00Z', 'not a locale!', 'UTC')).toBe('05 Nov 2026');
  });
});

describe('formatMoment', () => {
  it("gives an event row its time too, in the member's zone, both sides of midnight", () => {
    expect(formatMoment('2026-11-05T15:59:00Z', 'en-my', 'Asia/Kuala_Lumpur')).toBe('05 Nov 2026, 23:59');
    expect(formatMoment('2026-11-05T16:00:00Z', 'en-my', 'Asia/Kuala_Lumpur')).toBe('06 Nov 2026, 00:00');
    expect(formatMoment('2026-11-05T16:00:00Z', 'th-th', 'Asia/Bangkok')).toBe('05 พ.ย. 2026 23:00');
    expect(formatMoment(null, 'en-my', 'UTC')).toBe('—');
  });
});
