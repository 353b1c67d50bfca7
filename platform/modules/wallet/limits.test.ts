import { checkAmount, limitsToMinor } from './limits';

describe('limitsToMinor', () => {
  it('reads the configured limits in minor units', () => {
    expect(limitsToMinor({ minDeposit: '30.00', maxDeposit: '50000', minWithdrawal: '50', maxWithdrawal: '30000.5' }, 2)).toEqual({
      deposit: { min: 3000n, max: 5_000_000n },
      withdrawal: { min: 5000n, max: 3_000_050n },
    });
  });

  it('treats missing or unreadable limits as "one minor unit, no maximum"', () => {
    expect(limitsToMinor(undefined, 0)).toEqual({ deposit: { min: 1n, max: null }, withdrawal: { min: 1n, max: null } });
    expect(limitsToMinor({ minDeposit: '0.5', maxDeposit: 'x', minWithdrawal: '0', maxWithdrawal: '10' }, 0)).toEqual({
      deposit: { min: 1n, max: null },
      withdrawal: { min: 1n, max: 10n },
    });
  });
});

describe('checkAmount', () => {
  const range = { min: 3000n, max: 5_000_000n };
  it.each([
    ['30', { ok: true, minor: 3000n }],
    ['50000.00', { ok: true, minor: 5_000_000n }],
    ['29.99', { ok: false, msg: 'error_min', output: { n: '30.00' } }],
    ['50000.01', { ok: false, msg: 'error_max', output: { n: '50000.00' } }],
    ['0', { ok: false, msg: 'error_amount' }],
    ['1.001', { ok: false, msg: 'error_amount' }],
    ['abc', { ok: false, msg: 'error_amount' }],
  ])('%s', (amount, expected) => {
    expect(checkAmount(amount, 2, range)).toEqual(expected);
  });

  it('refuses decimals a currency does not have', () => {
    expect(checkAmount('100000.5', 0, { min: 1n, max: null })).toEqual({ ok: false, msg: 'error_amount' });
    expect(checkAmount('100000', 0, { min: 1n, max: null })).toEqual({ ok: true, minor: 100_000n });
  });
});
