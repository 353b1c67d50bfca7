import { addMonthsUtc, breakEnd, inForceAt, sessionLimitReached } from './periods';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('breakEnd', () => {
  it('counts a cool-off in exact days, from 24 hours to 6 weeks', () => {
    const start = at('2026-03-28T23:30:00Z');
    expect(breakEnd('cool_off', '1d', start)).toEqual(new Date(start.getTime() + DAY));
    expect(breakEnd('cool_off', '1w', start)).toEqual(new Date(start.getTime() + 7 * DAY));
    expect(breakEnd('cool_off', '6w', start)).toEqual(new Date(start.getTime() + 42 * DAY));
  });

  it('counts a self-exclusion in calendar months; permanent has no end', () => {
    const start = at('2026-01-15T10:00:00Z');
    expect(breakEnd('self_exclusion', '6m', start)).toEqual(at('2026-07-15T10:00:00Z'));
    expect(breakEnd('self_exclusion', '5y', start)).toEqual(at('2031-01-15T10:00:00Z'));
    expect(breakEnd('self_exclusion', 'permanent', start)).toBeNull();
  });

  it('refuses a period of the other kind', () => {
    expect(() => breakEnd('cool_off', '6m', new Date())).toThrow();
    expect(() => breakEnd('self_exclusion', '1d', new Date())).toThrow();
  });
});

describe('addMonthsUtc', () => {
  it('keeps the day, or takes the month’s last day when it has none', () => {
    expect(addMonthsUtc(at('2026-08-31T12:00:00Z'), 6)).toEqual(at('2027-02-28T12:00:00Z'));
    expect(addMonthsUtc(at('2027-08-31T12:00:00Z'), 6)).toEqual(at('2028-02-29T12:00:00Z'));
    expect(addMonthsUtc(at('2026-02-28T00:00:00Z'), 12)).toEqual(at('2027-02-28T00:00:00Z'));
  });
});

describe('inForceAt', () => {
  const brk = { startedAt: at('2026-05-01T00:00:00Z'), endsAt: at('2026-05-02T00:00:00Z') };
  it('holds from its start up to, not including, its end', () => {
    expect(inForceAt(brk, at('2026-04-30T23:59:59.999Z'))).toBe(false);
    expect(inForceAt(brk, at('2026-05-01T00:00:00Z'))).toBe(true);
    expect(inForceAt(brk, at('2026-05-01T23:59:59.999Z'))).toBe(true);
    expect(inForceAt(brk, at('2026-05-02T00:00:00Z'))).toBe(false);
  });
  it('never ends when permanent', () => {
    expect(inForceAt({ ...brk, endsAt: null }, at('2126-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('sessionLimitReached', () => {
  const login = at('2026-05-01T08:00:00Z');
  it('is reached at the limit, not a millisecond before', () => {
    expect(sessionLimitReached(login, 60, at('2026-05-01T08:59:59.999Z'))).toBe(false);
    expect(sessionLimitReached(login, 60, at('2026-05-01T09:00:00Z'))).toBe(true);
  });
  it('is never reached without a limit', () => {
    expect(sessionLimitReached(login, null, at('2027-01-01T00:00:00Z'))).toBe(false);
  });
});
