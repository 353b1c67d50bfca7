import { describe, expect, it } from 'vitest';
import { MAX_FRACTION_DIGITS, formatNumber, writtenDecimals } from './format-number';

describe('formatNumber', () => {
  it('formats in the locale', () => {
    expect(formatNumber('1234.5', 'en-my')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'vi-vn')).toBe('1.234,5');
  });

  it('caps decimals at 20 (docs/PRODUCT.md §9), exactly for decimal strings', () => {
    expect(MAX_FRACTION_DIGITS).toBe(20);
    expect(formatNumber('0.123456789012345678912345', 'en-my')).toBe('0.12345678901234567891');
    expect(formatNumber('0.123456789012345678912345', 'en-my', 50)).toBe('0.12345678901234567891');
    expect(formatNumber('0.125', 'en-my', 2)).toBe('0.13');
    expect(formatNumber('2.5', 'en-my', -1)).toBe('3');
  });

  it('keeps big decimal strings exact (no float round trip)', () => {
    expect(formatNumber('90071992547409931.99', 'en-my')).toBe('90,071,992,547,409,931.99');
  });

  it('keeps a minimum of decimals, within the cap', () => {
    expect(formatNumber('0.5', 'en-my', 20, 2)).toBe('0.50');
    expect(formatNumber('1', 'en-my', 20, 30)).toBe(`1.${'0'.repeat(20)}`);
    expect(writtenDecimals('0.50')).toBe(2);
    expect(writtenDecimals('7')).toBe(0);
  });

  it('returns what is not a number unchanged', () => {
    expect(formatNumber('n/a', 'en-my')).toBe('n/a');
    expect(formatNumber(Number.NaN, 'en-my')).toBe('NaN');
  });
});
