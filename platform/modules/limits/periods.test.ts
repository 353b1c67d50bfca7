import { earliestPeriodDay, localDay, periodAt } from './periods';

/** Periods start at midnight, on Monday and on the 1st in the member's zone: each boundary from both sides. */
const ms = (iso: string) => new Date(iso);
const BANGKOK = 'Asia/Bangkok'; // UTC+7, no daylight saving

describe('limit periods in the member’s zone', () => {
  it('a day starts at local midnight, not UTC midnight', () => {
    // 2026-03-02 00:00 in Bangkok is 2026-03-01 17:00 UTC.
    expect(periodAt('day', ms('2026-03-01T16:59:59.999Z'), BANGKOK)).toEqual({
      startDay: '2026-03-01',
      endDay: '2026-03-02',
      start: ms('2026-02-28T17:00:00Z'),
      end: ms('2026-03-01T17:00:00Z'),
    });
    expect(periodAt('day', ms('2026-03-01T17:00:00Z'), BANGKOK).startDay).toBe('2026-03-02');
    expect(localDay(ms('2026-03-01T17:00:00Z'), 'UTC')).toBe('2026-03-01');
  });

  it('a week starts on Monday at local midnight', () => {
    // Sunday 1 March 2026, 23:59:59 in Bangkok: still the week of Monday 23 February.
    expect(periodAt('week', ms('2026-03-01T16:59:59Z'), BANGKOK)).toMatchObject({
      startDay: '2026-02-23',
      endDay: '2026-03-02',
      end: ms('2026-03-01T17:00:00Z'),
    });
    expect(periodAt('week', ms('2026-03-01T17:00:00Z'), BANGKOK)).toMatchObject({ startDay: '2026-03-02', endDay: '2026-03-09' });
  });

  it('a month starts on the 1st at local midnight, and December runs into January', () => {
    expect(periodAt('month', ms('2026-03-31T16:59:59Z'), BANGKOK)).toMatchObject({ startDay: '2026-03-01', endDay: '2026-04-01' });
    expect(periodAt('month', ms('2026-03-31T17:00:00Z'), BANGKOK)).toMatchObject({
      startDay: '2026-04-01',
      start: ms('2026-03-31T17:00:00Z'),
    });
    expect(periodAt('month', ms('2026-12-31T17:00:00Z'), BANGKOK)).toMatchObject({ startDay: '2027-01-01', endDay: '2027-02-01' });
  });

  it('a day that loses an hour to daylight saving is 23 hours long', () => {
    const day = periodAt('day', ms('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(day.start).toEqual(ms('2026-03-29T00:00:00Z'));
    expect(day.end).toEqual(ms('2026-03-29T23:00:00Z'));
  });

  it('reads usage back to the earlier of the week’s and the month’s start', () => {
    // Wednesday 4 March: the week began on 2 March, the month on 1 March.
    expect(earliestPeriodDay(ms('2026-03-04T05:00:00Z'), BANGKOK)).toBe('2026-03-01');
    // Tuesday 1 September 2026: the month began today, the week on Monday 31 August.
    expect(earliestPeriodDay(ms('2026-09-01T05:00:00Z'), BANGKOK)).toBe('2026-08-31');
  });
});
