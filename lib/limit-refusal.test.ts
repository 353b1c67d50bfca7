import { describe, expect, it } from 'vitest';
import { isLimitRefusal, limitRefusalValues, refusalValues, verificationRefusalValues } from './limit-refusal';

const refusal = {
  kind: 'deposit',
  period: 'day',
  limit: '1000.00',
  remaining: '40.00',
  currency: 'MYR',
  resetsAt: '2026-03-02T16:00:00.000Z',
};

describe('a limit refusal', () => {
  it('is one of the three limit keys', () => {
    expect(['deposit_limit_reached', 'loss_limit_reached', 'wager_limit_reached'].every(isLimitRefusal)).toBe(true);
    expect(isLimitRefusal('on_break')).toBe(false);
  });

  it("names its amounts as money in the member's currency, in the page's locale and the currency's minor units", () => {
    expect(limitRefusalValues(refusal, 'en-my')).toEqual({ period: 'day', limit: 'MYR 1,000.00', remaining: 'MYR 40.00' });
    expect(limitRefusalValues({ ...refusal, limit: '1500000', remaining: '0', currency: 'VND' }, 'vi-vn')).toEqual({
      period: 'day',
      limit: 'VND 1.500.000',
      remaining: 'VND 0',
    });
    expect(limitRefusalValues({ ...refusal, currency: 'THB' }, 'th-th')?.remaining).toBe('THB 40.00');
  });

  it('keeps the figures of an answer without a known currency, and is nothing without its amounts', () => {
    expect(limitRefusalValues({ ...refusal, currency: undefined }, 'en-my')).toMatchObject({ limit: '1,000.00', remaining: '40.00' });
    expect(limitRefusalValues({ ...refusal, currency: 'toString' }, 'en-my')).toMatchObject({ limit: '1,000.00' });
    expect(limitRefusalValues({ period: 'day' }, 'en-my')).toBeUndefined();
    expect(limitRefusalValues(undefined, 'en-my')).toBeUndefined();
  });
});

describe("the verification threshold's refusal of a withdrawal", () => {
  it("names the threshold as money in the member's currency, like a limit's refusal", () => {
    expect(verificationRefusalValues({ threshold: '1000.00', currency: 'MYR' }, 'en-my')).toEqual({ threshold: 'MYR 1,000.00' });
    expect(verificationRefusalValues({ threshold: '25000000', currency: 'VND' }, 'vi-vn')).toEqual({ threshold: 'VND 25.000.000' });
    expect(refusalValues('verification_required', { threshold: '1000.00', currency: 'THB' }, 'th-th')).toEqual({
      threshold: 'THB 1,000.00',
    });
  });

  it('keeps the figures without a known currency, and is nothing without a threshold or for another refusal', () => {
    expect(verificationRefusalValues({ threshold: '1000.00' }, 'en-my')).toEqual({ threshold: '1,000.00' });
    expect(verificationRefusalValues({ currency: 'MYR' }, 'en-my')).toBeUndefined();
    expect(refusalValues('pin_incorrect', { threshold: '1000.00', currency: 'MYR' }, 'en-my')).toBeUndefined();
    expect(refusalValues('deposit_limit_reached', refusal, 'en-my')).toMatchObject({ limit: 'MYR 1,000.00' });
  });
});
