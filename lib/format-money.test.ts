import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('groups and pads to the currency decimals without float rounding', () => {
    expect(formatMoney('1234567.5', 'en-my', 2)).toBe('1,234,567.50');
    expect(formatMoney('90071992547409931.99', 'en-my', 2)).toBe('90,071,992,547,409,931.99');
    expect(formatMoney('1500000', 'vi-vn', 0)).toBe('1.500.000');
    expect(formatMoney('-3.1', 'en-my', 2)).toBe('-3.10');
    expect(formatMoney('0', 'en-my', 2)).toBe('0.00');
  });
});
