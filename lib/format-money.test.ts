import { describe, expect, it } from 'vitest';
import { formatCurrencyAmount, formatMoney, formatSignedCurrencyAmount } from './format-money';

describe('formatMoney', () => {
  it('groups and pads to the currency decimals without float rounding', () => {
    expect(formatMoney('1234567.5', 'en-my', 2)).toBe('1,234,567.50');
    expect(formatMoney('90071992547409931.99', 'en-my', 2)).toBe('90,071,992,547,409,931.99');
    expect(formatMoney('1500000', 'vi-vn', 0)).toBe('1.500.000');
    expect(formatMoney('-3.1', 'en-my', 2)).toBe('-3.10');
    expect(formatMoney('0', 'en-my', 2)).toBe('0.00');
  });
});

describe('formatCurrencyAmount', () => {
  it("puts the currency's code first and uses its ISO 4217 minor units", () => {
    expect(formatCurrencyAmount('1234.5', 'MYR', 'en-my')).toBe('MYR 1,234.50');
    expect(formatCurrencyAmount('1500000', 'VND', 'vi-vn')).toBe('VND 1.500.000');
    expect(formatCurrencyAmount('-3.1', 'THB', 'th-th')).toBe('-THB 3.10');
  });

  it('shows the figures alone, with their own decimals, while the currency is unknown', () => {
    expect(formatCurrencyAmount('1234.5', '', 'en-my')).toBe('1,234.5');
    expect(formatCurrencyAmount('-40.00', 'toString', 'en-my')).toBe('-40.00');
  });
});

describe('formatSignedCurrencyAmount', () => {
  it('writes the direction: "+" in, "-" out, no sign when nothing moved', () => {
    expect(formatSignedCurrencyAmount('15', 'MYR', 'en-my')).toBe('+MYR 15.00');
    expect(formatSignedCurrencyAmount('-1234.5', 'MYR', 'en-my')).toBe('-MYR 1,234.50');
    expect(formatSignedCurrencyAmount('-0.00', 'MYR', 'en-my')).toBe('MYR 0.00');
    expect(formatSignedCurrencyAmount('+5000', 'VND', 'vi-vn')).toBe('+VND 5.000');
  });
});
