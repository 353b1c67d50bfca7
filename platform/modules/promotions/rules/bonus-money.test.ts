import { conversion, depositMatchBonus, wageringContribution, wageringRequired } from './bonus-money';

describe('bonus money', () => {
  it('weights a stake by its category, rounding down', () => {
    expect(wageringContribution(1_000n, 100)).toBe(1_000n);
    expect(wageringContribution(1_000n, 10)).toBe(100n);
    expect(wageringContribution(999n, 10)).toBe(99n);
    expect(wageringContribution(1_000n, 0)).toBe(0n);
    expect(() => wageringContribution(1n, 101)).toThrow(RangeError);
    expect(() => wageringContribution(1n, 12.5)).toThrow(RangeError);
  });

  it('caps the wagering requirement at 10× the bonus unless told otherwise', () => {
    expect(wageringRequired({ bonus: 10_000n, deposit: 10_000n, multiplier: 5, base: 'bonus' })).toBe(50_000n);
    expect(wageringRequired({ bonus: 10_000n, deposit: 10_000n, multiplier: 10, base: 'bonus' })).toBe(100_000n);
    // 35× is the old industry habit: capped to 10×.
    expect(wageringRequired({ bonus: 10_000n, deposit: 10_000n, multiplier: 35, base: 'bonus' })).toBe(100_000n);
    expect(wageringRequired({ bonus: 10_000n, deposit: 10_000n, multiplier: 4, base: 'bonus_plus_deposit' })).toBe(80_000n);
    expect(wageringRequired({ bonus: 10_000n, deposit: 10_000n, multiplier: 6, base: 'bonus_plus_deposit' })).toBe(100_000n);
    expect(wageringRequired({ bonus: 10_000n, deposit: 0n, multiplier: 35, base: 'bonus', capMultiple: 40 })).toBe(350_000n);
    expect(wageringRequired({ bonus: 10_000n, deposit: 0n, multiplier: 0, base: 'bonus' })).toBe(0n);
  });

  it('converts up to the maximum and removes the rest', () => {
    expect(conversion(5_000n, null)).toEqual({ toCash: 5_000n, removed: 0n });
    expect(conversion(5_000n, 2_000n)).toEqual({ toCash: 2_000n, removed: 3_000n });
    expect(conversion(1_000n, 2_000n)).toEqual({ toCash: 1_000n, removed: 0n });
    expect(conversion(0n, 2_000n)).toEqual({ toCash: 0n, removed: 0n });
  });

  it('matches a deposit by percent up to a cap, from the minimum deposit on', () => {
    const rule = { percent: 100, cap: 50_000n, minDeposit: 5_000n };
    expect(depositMatchBonus({ ...rule, deposit: 4_999n })).toBe('below_minimum');
    expect(depositMatchBonus({ ...rule, deposit: 5_000n })).toBe(5_000n);
    expect(depositMatchBonus({ ...rule, deposit: 80_000n })).toBe(50_000n);
    expect(depositMatchBonus({ ...rule, percent: 25, deposit: 10_001n })).toBe(2_500n);
  });
});
