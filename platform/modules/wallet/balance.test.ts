import { formatMinor } from './balance';

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
