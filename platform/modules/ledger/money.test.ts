import { fingerprintOf } from './fingerprint';
import { formatMinor, formatRate, parseMinor } from './money';

describe('parseMinor', () => {
  it.each([
    ['12.5', 2, 1250n],
    ['12.50', 2, 1250n],
    ['-0.01', 2, -1n],
    ['1000', 2, 100000n],
    ['1000', 0, 1000n],
    ['90071992547409.93', 2, 9_007_199_254_740_993n],
  ])('%s with %s decimals is %s minor', (amount, decimals, minor) => {
    expect(parseMinor(amount, decimals)).toBe(minor);
  });

  it.each([
    ['1.5', 0],
    ['1.005', 2],
    ['1e3', 2],
    ['', 2],
    ['1.', 2],
  ])('refuses %s with %s decimals rather than rounding', (amount, decimals) => {
    expect(parseMinor(amount, decimals)).toBeUndefined();
  });
});

describe('fingerprintOf', () => {
  it('ignores key order and reads bigints exactly', () => {
    expect(fingerprintOf({ a: 1, b: 2n })).toBe(fingerprintOf({ b: 2n, a: 1 }));
    expect(fingerprintOf({ a: 9_007_199_254_740_993n })).not.toBe(fingerprintOf({ a: 9_007_199_254_740_992n }));
  });
});

describe('formatMinor', () => {
  it.each([
    [0, 2, '0.00'],
    [0, 0, '0'],
    [5, 2, '0.05'],
    [12345, 2, '123.45'],
    [-12345, 2, '-123.45'],
    [1_000_000n, 0, '1000000'],
    [9_007_199_254_740_993n, 2, '90071992547409.93'],
  ])('%s minor with %s decimals is %s', (minor, decimals, expected) => {
    expect(formatMinor(minor, decimals)).toBe(expected);
  });
});

describe('formatRate', () => {
  it('reads basis points as a percentage', () => {
    expect(formatRate(50)).toBe('0.50');
    expect(formatRate(125)).toBe('1.25');
  });
});
