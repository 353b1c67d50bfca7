import { breakFromQuery, breakQuery } from './break-query';

describe('a refused login’s break in the form login’s redirect', () => {
  it('goes there and back with its end and zone', () => {
    const extra = breakQuery('cool_off_in_force', { kind: 'cool_off', endsAt: '2026-12-03T06:00:00.000Z', timeZone: 'Asia/Kuala_Lumpur' });
    expect(extra).toEqual({ until: '2026-12-03T06:00:00.000Z', tz: 'Asia/Kuala_Lumpur' });
    const back = breakFromQuery(new URLSearchParams({ action: 'login', error: 'cool_off_in_force', ...extra }));
    expect(back).toMatchObject({ msg: 'cool_off_in_force', output: { endsAt: '2026-12-03T06:00:00.000Z', timeZone: 'Asia/Kuala_Lumpur' } });
  });

  it('keeps a permanent one permanent, and ignores other refusals and forged values', () => {
    expect(breakQuery('self_excluded_permanent', { endsAt: null, timeZone: 'Asia/Bangkok' })).toEqual({
      until: 'permanent',
      tz: 'Asia/Bangkok',
    });
    expect(
      breakFromQuery(new URLSearchParams({ error: 'self_excluded_permanent', until: 'permanent', tz: 'Asia/Bangkok' }))?.output.endsAt,
    ).toBeNull();
    expect(breakQuery('invalid_credentials', {})).toEqual({});
    expect(breakFromQuery(new URLSearchParams({ error: 'cool_off_in_force', until: 'soon', tz: 'Asia/Bangkok' }))).toBeNull();
    expect(breakFromQuery(new URLSearchParams({ error: 'cool_off_in_force', until: '2026-12-03T06:00:00Z', tz: '<script>' }))).toBeNull();
  });
});
