import { bpToPercent, percentToBp } from './percent';

describe('percent ↔ basis points', () => {
  it('reads two decimals exactly and refuses more', () => {
    expect(percentToBp('0.50')).toBe(50);
    expect(percentToBp('1.15')).toBe(115);
    expect(percentToBp('12')).toBe(1200);
    expect(percentToBp('0.125')).toBeNull();
    expect(percentToBp('-1')).toBeNull();
    expect(percentToBp('')).toBeNull();
  });
  it('writes two decimals', () => {
    expect(bpToPercent(50)).toBe('0.50');
    expect(bpToPercent(1200)).toBe('12.00');
  });
});
