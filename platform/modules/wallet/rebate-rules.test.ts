import { rebateAmount, REBATE_RATE_BP } from './rebate-rules';

describe('rebate rules', () => {
  it('is 0.50 % of turnover', () => {
    expect(REBATE_RATE_BP).toBe(50);
  });

  it.each([
    [0n, 0n],
    [199n, 0n],
    [200n, 1n],
    [12_399n, 61n],
    [100_000n, 500n],
    [9_007_199_254_740_993n, 45_035_996_273_704n],
  ])('%s minor of turnover pays %s, rounded down', (turnover, amount) => {
    expect(rebateAmount(turnover)).toBe(amount);
  });
});
