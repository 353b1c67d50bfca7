import { categoryWeight, progressAfterBet, type WageringState } from './wagering';

const state: WageringState = { required: 10_000n, wagered: 0n, maxBet: 500n };

describe('wagering', () => {
  it('adds the weighted stake and is met exactly at the requirement', () => {
    const after = progressAfterBet(state, 500n, 100);
    expect(after).toMatchObject({ wagered: 500n, met: false });
    expect(progressAfterBet({ ...state, wagered: 9_499n }, 500n, 100)).toMatchObject({ wagered: 9_999n, met: false });
    expect(progressAfterBet({ ...state, wagered: 9_500n }, 500n, 100)).toMatchObject({ wagered: 10_000n, met: true });
    expect(progressAfterBet({ ...state, wagered: 9_900n }, 500n, 100)).toMatchObject({ wagered: 10_000n, met: true });
    expect(progressAfterBet(state, 500n, 10)).toMatchObject({ wagered: 50n, met: false });
    expect(progressAfterBet(state, 500n, 0)).toMatchObject({ wagered: 0n, met: false });
    expect(progressAfterBet({ ...state, required: 0n }, 0n, 0)).toMatchObject({ met: true });
  });

  it('weighs unnamed categories with the fallback', () => {
    const weights = { slots: 100, 'live-casino': 10 };
    expect(categoryWeight(weights, 'slots', 0)).toBe(100);
    expect(categoryWeight(weights, 'live-casino', 0)).toBe(10);
    expect(categoryWeight(weights, 'fishing', 50)).toBe(50);
    expect(categoryWeight(weights, 'constructor', 0)).toBe(0);
  });
});
