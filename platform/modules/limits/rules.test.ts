import { changeLimit, confirmLimit, type LimitState } from './rules';

const HOUR = 3_600_000;
const now = new Date('2026-03-01T10:00:00Z');
const cooling = 24 * HOUR;
const inForce = (amount: bigint): LimitState => ({ amount, pendingAmount: null, pendingSince: null, coolingEndsAt: null });

describe('changing a limit', () => {
  it('sets a first limit at once; removing one that is not set is refused', () => {
    expect(changeLimit(undefined, 10_000n, now, cooling)).toEqual({ ok: true, action: 'limit_set', row: inForce(10_000n) });
    expect(changeLimit(undefined, null, now, cooling)).toEqual({ ok: false, msg: 'limit_not_set' });
  });

  it('lowers at once, and a lower limit drops a pending raise', () => {
    expect(changeLimit(inForce(10_000n), 5_000n, now, cooling)).toEqual({ ok: true, action: 'limit_lowered', row: inForce(5_000n) });
    const raising = changeLimit(inForce(10_000n), 20_000n, now, cooling);
    if (!raising.ok) throw new Error('expected a request');
    expect(changeLimit(raising.row, 8_000n, now, cooling)).toEqual({ ok: true, action: 'limit_lowered', row: inForce(8_000n) });
    expect(changeLimit(inForce(10_000n), 10_000n, now, cooling)).toEqual({ ok: false, msg: 'limit_unchanged' });
  });

  it('only requests a raise or a removal: the old limit stays in force through the cooling period', () => {
    expect(changeLimit(inForce(10_000n), 20_000n, now, cooling)).toEqual({
      ok: true,
      action: 'limit_raise_requested',
      row: { amount: 10_000n, pendingAmount: 20_000n, pendingSince: now, coolingEndsAt: new Date(now.getTime() + cooling) },
    });
    expect(changeLimit(inForce(10_000n), null, now, cooling)).toMatchObject({
      action: 'limit_removal_requested',
      row: { amount: 10_000n, pendingAmount: null, pendingSince: now },
    });
  });
});

describe('confirming a raise or removal', () => {
  const requested = (pendingAmount: bigint | null): LimitState => ({
    amount: 10_000n,
    pendingAmount,
    pendingSince: now,
    coolingEndsAt: new Date(now.getTime() + cooling),
  });

  it('is refused a millisecond before the cooling period ends, and accepted from its end', () => {
    const before = new Date(now.getTime() + cooling - 1);
    const at = new Date(now.getTime() + cooling);
    expect(confirmLimit(requested(20_000n), before)).toEqual({ ok: false, msg: 'limit_cooling' });
    expect(confirmLimit(requested(20_000n), at)).toEqual({ ok: true, action: 'limit_raise_confirmed', row: inForce(20_000n) });
    expect(confirmLimit(requested(null), at)).toEqual({ ok: true, action: 'limit_removed', row: null });
  });

  it('has nothing to confirm without a request', () => {
    expect(confirmLimit(inForce(10_000n), now)).toEqual({ ok: false, msg: 'limit_nothing_pending' });
    expect(confirmLimit(undefined, now)).toEqual({ ok: false, msg: 'limit_nothing_pending' });
  });
});
