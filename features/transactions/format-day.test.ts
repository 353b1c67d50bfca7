import { describe, expect, it } from 'vitest';
import { DASH, formatDay } from './format-day';

describe('formatDay', () => {
  it('writes dd Mon yyyy (docs/PRODUCT.md §9)', () => {
    expect(formatDay('2026-11-05T03:00:00Z', 'en-my')).toBe('05 Nov 2026');
    expect(formatDay('2026-01-09T00:00:00.000Z', 'en-my')).toBe('09 Jan 2026');
  });

  it('counts UTC days, like the range filter', () => {
    expect(formatDay('2026-11-05T23:59:00Z', 'en-my')).toBe('05 Nov 2026');
    expect(formatDay('2026-11-06T07:00:00+08:00', 'en-my')).toBe('05 Nov 2026');
  });

  it('reads a naive back-end time as UTC+8 wall clock (shifted back 8 hours)', () => {
    expect(formatDay('2026-11-06 07:59:00', 'en-my')).toBe('05 Nov 2026');
    expect(formatDay('2026-11-06 08:00:00', 'en-my')).toBe('06 Nov 2026');
  });

  it('names the month in the page’s language, always with Gregorian years', () => {
    expect(formatDay('2026-11-05T03:00:00Z', 'zh-my')).toBe('05 11月 2026');
    expect(formatDay('2026-11-05T03:00:00Z', 'th-th')).toMatch(/^05 \S+ 2026$/);
    expect(formatDay('2026-11-05T03:00:00Z', 'th-th')).not.toContain('Nov');
    expect(formatDay('2026-11-05T03:00:00Z', 'th-th')).not.toContain('2569');
  });

  it('shows an invalid date as a dash (docs/PRODUCT.md §8)', () => {
    expect(formatDay('', 'en-my')).toBe(DASH);
    expect(formatDay('yesterday', 'en-my')).toBe(DASH);
    expect(formatDay('2026-02-31T00:00:00Z', 'en-my')).toBe(DASH);
    expect(formatDay(null, 'en-my')).toBe(DASH);
    expect(DASH).toBe('—');
  });

  it('falls back to English month names for a locale Intl refuses', () => {
    expect(formatDay('2026-11-05T03:00:00Z', 'not a locale!')).toBe('05 Nov 2026');
  });
});
