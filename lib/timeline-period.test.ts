import { dayOn, monthsBefore, parseDay, resolveTimelineDays, timelineEarliest } from './timeline-period';

describe('timeline period', () => {
  it('reads today on the member’s clock, on both sides of their midnight', () => {
    // Kuala Lumpur is UTC+8: 15:59:59.999Z is still 23:59 on the 1st, 16:00Z is the 2nd.
    expect(dayOn(new Date('2026-12-01T15:59:59.999Z'), 'Asia/Kuala_Lumpur')).toBe('2026-12-01');
    expect(dayOn(new Date('2026-12-01T16:00:00.000Z'), 'Asia/Kuala_Lumpur')).toBe('2026-12-02');
    expect(dayOn(new Date('2026-12-01T16:00:00.000Z'), 'UTC')).toBe('2026-12-01');
  });

  it('reaches back 12 months to the same day, the last of a shorter month', () => {
    expect(timelineEarliest('2026-12-02')).toBe('2025-12-02');
    expect(timelineEarliest('2028-02-29')).toBe('2027-02-28');
    expect(monthsBefore('2026-05-31', 1)).toBe('2026-04-30');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
  });

  it('defaults to the whole 12 months up to today', () => {
    expect(resolveTimelineDays({}, '2026-12-02')).toEqual({
      ok: true,
      days: { from: '2025-12-02', to: '2026-12-02', earliest: '2025-12-02' },
    });
  });

  it('accepts the earliest day and refuses the day before it', () => {
    expect(resolveTimelineDays({ from: '2025-12-02' }, '2026-12-02').ok).toBe(true);
    expect(resolveTimelineDays({ from: '2025-12-01' }, '2026-12-02')).toEqual({ ok: false, msg: 'error_range' });
  });

  it('refuses days that are not days and ranges that end before they start', () => {
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(resolveTimelineDays({ from: '2026-02-30' }, '2026-12-02')).toEqual({ ok: false, msg: 'error_date' });
    expect(resolveTimelineDays({ from: '2026-05-02', to: '2026-05-01' }, '2026-12-02')).toEqual({ ok: false, msg: 'error_date' });
    expect(resolveTimelineDays({ from: '2026-05-01', to: '2026-05-01' }, '2026-12-02').ok).toBe(true);
  });
});
