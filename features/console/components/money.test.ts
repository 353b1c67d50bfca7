import { describe, expect, it } from 'vitest';
import { consoleMoney } from './money';

describe('consoleMoney', () => {
  it('names the currency and groups thousands at the currency’s minor units', () => {
    expect(consoleMoney('1234567.5', 'MYR')).toBe('MYR 1,234,567.50');
    expect(consoleMoney('2500000', 'VND')).toBe('VND 2,500,000');
    expect(consoleMoney('-1200.00', 'THB')).toBe('THB -1,200.00');
    expect(consoleMoney('0', 'JPY')).toBe('JPY 0');
  });

  it('keeps the decimals the platform sent for a currency it does not know', () => {
    expect(consoleMoney('1000.125', 'XTS')).toBe('XTS 1,000.125');
  });
});
