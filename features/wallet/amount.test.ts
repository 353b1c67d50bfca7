import { describe, expect, it } from 'vitest';
import { amountInput } from '@/lib/input-filters';
import { amountRules, isPositiveAmount, payloadAmount, smallestAmount, truncateAmount } from './amount';

describe('amount helpers', () => {
  it('truncates to the currency decimals without rounding up', () => {
    expect(truncateAmount('1234.567', 2)).toBe('1234.56');
    expect(truncateAmount('1500000.00', 0)).toBe('1500000');
    expect(truncateAmount('12.50', 2)).toBe('12.5');
    expect(truncateAmount('0.00', 2)).toBe('0');
    expect(truncateAmount('7', 2)).toBe('7');
  });

  it('sends what was typed without a dangling dot or trailing zeros', () => {
    expect(payloadAmount('12.')).toBe('12');
    expect(payloadAmount('12.50')).toBe('12.5');
    expect(payloadAmount('0.5')).toBe('0.5');
    expect(payloadAmount(' 30 ')).toBe('30');
    expect(payloadAmount('')).toBe('');
  });

  it('keeps the amount filter and the payload in step for each country', () => {
    expect(payloadAmount(amountInput('0012.345', { decimals: 2 }))).toBe('12.34');
    expect(payloadAmount(amountInput('0012.345', { decimals: 0 }))).toBe('12345');
  });

  it('builds required/min/max rules from the settings strings', () => {
    expect(amountRules('10.00', '50000.00')).toEqual({ required: true, min: 10, max: 50000 });
    expect(amountRules(undefined, 'x')).toEqual({ required: true });
    expect(smallestAmount(2)).toBe(0.01);
    expect(smallestAmount(0)).toBe(1);
  });

  it('tells a positive amount from zero', () => {
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('-5')).toBe(false);
  });
});
