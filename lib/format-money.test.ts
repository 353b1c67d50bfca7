import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './contracts/languages';
import { formatCurrencyAmount, formatMoney, formatSignedCurrencyAmount, shownDecimals } from './format-money';

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

describe('shownDecimals', () => {
  it('is the currency’s minor units on every screen, two while the currency is unknown', () => {
    expect(shownDecimals('IDR')).toBe(2);
    expect(shownDecimals('VND')).toBe(0);
    expect(shownDecimals('MYR')).toBe(2);
    expect(shownDecimals(null)).toBe(2);
    expect(shownDecimals('XXX')).toBe(2);
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

describe('money in every language, with the currency of its country', () => {
  // [locale, currency, 1234567.5, -0.5, +50 as formatSignedCurrencyAmount]
  const cases = [
    ['en-my', 'MYR', 'MYR 1,234,567.50', '-MYR 0.50', '+MYR 50.00'],
    ['en-sg', 'SGD', 'SGD 1,234,567.50', '-SGD 0.50', '+SGD 50.00'],
    ['zh-my', 'MYR', 'MYR 1,234,567.50', '-MYR 0.50', '+MYR 50.00'],
    ['zh-cn', 'CNY', 'CNY 1,234,567.50', '-CNY 0.50', '+CNY 50.00'],
    ['ms-my', 'MYR', 'MYR 1,234,567.50', '-MYR 0.50', '+MYR 50.00'],
    ['th-th', 'THB', 'THB 1,234,567.50', '-THB 0.50', '+THB 50.00'],
    // VND has no minor unit: the half is not money.
    ['vi-vn', 'VND', 'VND 1.234.567', '-VND 0', '+VND 50'],
    ['id-id', 'IDR', 'IDR 1.234.567,50', '-IDR 0,50', '+IDR 50,00'],
  ] as const;

  it('covers every language the site speaks', () => {
    const covered = new Set(cases.map(([locale]) => locale.split('-')[0]));
    expect([...LANGUAGE_CODES].filter((code) => !covered.has(code))).toEqual([]);
  });

  it.each(cases)('%s %s: the code first, grouped and with the decimal mark of the locale', (locale, currency, large, negative, signed) => {
    expect(formatCurrencyAmount('1234567.5', currency, locale)).toBe(large);
    expect(formatCurrencyAmount('-0.5', currency, locale)).toBe(negative);
    expect(formatSignedCurrencyAmount('50', currency, locale)).toBe(signed);
    expect(formatSignedCurrencyAmount('0', currency, locale)).toBe(formatCurrencyAmount('0', currency, locale));
  });
});
