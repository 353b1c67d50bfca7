import { timelinePeriod } from './period';

const KL = 'Asia/Kuala_Lumpur';

describe('timelinePeriod', () => {
  it('turns the member’s days into instants: from their midnight to the midnight after the last day', () => {
    const result = timelinePeriod({ from: '2026-11-01', to: '2026-11-30' }, new Date('2026-12-02T04:00:00Z'), KL);
    expect(result).toMatchObject({ ok: true, period: { from: '2026-11-01', to: '2026-11-30' } });
    if (!result.ok) return;
    expect(result.period.start.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(result.period.end.toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });

  it('counts today on the member’s clock: one millisecond before their midnight, and at it', () => {
    const before = timelinePeriod({}, new Date('2026-12-01T15:59:59.999Z'), KL);
    const after = timelinePeriod({}, new Date('2026-12-01T16:00:00.000Z'), KL);
    expect(before).toMatchObject({ ok: true, period: { from: '2025-12-01', to: '2026-12-01', earliest: '2025-12-01' } });
    expect(after).toMatchObject({ ok: true, period: { from: '2025-12-02', to: '2026-12-02', earliest: '2025-12-02' } });
    // The earliest day moves with today: asked one millisecond before midnight, it is still allowed.
    expect(timelinePeriod({ from: '2025-12-01' }, new Date('2026-12-01T15:59:59.999Z'), KL).ok).toBe(true);
    expect(timelinePeriod({ from: '2025-12-01' }, new Date('2026-12-01T16:00:00.000Z'), KL)).toEqual({ ok: false, msg: 'error_range' });
  });

  it('reads the same instant as another day in another zone', () => {
    const utc = timelinePeriod({}, new Date('2026-12-01T16:00:00.000Z'), 'UTC');
    expect(utc).toMatchObject({ ok: true, period: { to: '2026-12-01' } });
  });
});
