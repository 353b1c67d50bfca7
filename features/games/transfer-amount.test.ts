import { describe, expect, it } from 'vitest';
import { toMinor, transferAmountOk } from './transfer-amount';

describe('transfer amount', () => {
  it('reads plain amounts at the currency’s decimals', () => {
    expect(toMinor('12.5', 2)).toBe(1250n);
    expect(toMinor(' 7 ', 2)).toBe(700n);
    expect(toMinor('25000', 0)).toBe(25000n);
    for (const bad of ['1.234', '-1', '1e3', '', 'ten', '1,000']) expect(toMinor(bad, 2)).toBeNull();
  });

  it('allows above zero up to what the main wallet holds', () => {
    expect(transferAmountOk('80', '80.00', 2)).toBe(true);
    expect(transferAmountOk('0.01', '80.00', 2)).toBe(true);
    expect(transferAmountOk('80.01', '80.00', 2)).toBe(false);
    expect(transferAmountOk('0', '80.00', 2)).toBe(false);
    expect(transferAmountOk('1.001', '80.00', 2)).toBe(false);
  });
});
