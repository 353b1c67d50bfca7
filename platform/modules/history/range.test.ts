import { DEFAULT_RANGE_DAYS, resolveRange } from './range';

const now = new Date('2026-05-20T23:30:00Z');

describe('resolveRange', () => {
  it('defaults to the last 90 days ending today (UTC), both ends inclusive', () => {
    const range = resolveRange({}, now)!;
    expect(range.from).toBe('2026-02-20');
    expect(range.to).toBe('2026-05-20');
    expect(range.start.toISOString()).toBe('2026-02-20T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-05-21T00:00:00.000Z');
    expect((range.end.getTime() - range.start.getTime()) / 86_400_000).toBe(DEFAULT_RANGE_DAYS);
  });

  it('reads "today" in UTC, whatever the hour', () => {
    expect(resolveRange({}, new Date('2026-05-21T00:00:00Z'))!.to).toBe('2026-05-21');
  });

  it('takes explicit days; a missing `from` counts 90 days back from `to`', () => {
    expect(resolveRange({ from: '2026-01-01', to: '2026-01-31' }, now)).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(resolveRange({ to: '2026-03-31' }, now)).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    expect(resolveRange({ from: '2026-05-01' }, now)).toMatchObject({ from: '2026-05-01', to: '2026-05-20' });
    expect(resolveRange({ from: '2026-05-20', to: '2026-05-20' }, now)).toMatchObject({ from: '2026-05-20', to: '2026-05-20' });
  });

  it('refuses days that do not exist and ranges that end before they start', () => {
    expect(resolveRange({ from: '2026-02-30' }, now)).toBeUndefined();
    expect(resolveRange({ to: '2026-13-01' }, now)).toBeUndefined();
    expect(resolveRange({ from: '2026-05-02', to: '2026-05-01' }, now)).toBeUndefined();
  });
});

describe('resolveRange in the member’s time zone', () => {
  it('counts days from local midnight to local midnight (Kuala Lumpur, UTC+8)', () => {
    const range = resolveRange({ from: '2026-11-05', to: '2026-11-05' }, now, 'Asia/Kuala_Lumpur')!;
    expect(range.start.toISOString()).toBe('2026-11-04T16:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-05T16:00:00.000Z');
  });

  it('reads "today" on both sides of local midnight in Bangkok (UTC+7)', () => {
    expect(resolveRange({}, new Date('2026-11-05T16:59:59Z'), 'Asia/Bangkok')!.to).toBe('2026-11-05');
    expect(resolveRange({}, new Date('2026-11-05T17:00:00Z'), 'Asia/Bangkok')!.to).toBe('2026-11-06');
  });

  it('finds local midnight across a daylight-saving change', () => {
    // New York moves to UTC-4 on 8 Mar 2026: that day starts at 05:00 UTC, the next at 04:00 UTC.
    const range = resolveRange({ from: '2026-03-08', to: '2026-03-08' }, now, 'America/New_York')!;
    expect(range.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('treats an unknown zone as UTC', () => {
    expect(resolveRange({ from: '2026-11-05', to: '2026-11-05' }, now, 'Mars/Olympus')!.start.toISOString()).toBe(
      '2026-11-05T00:00:00.000Z',
    );
  });
});
