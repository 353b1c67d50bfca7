import { describe, expect, it } from 'vitest';
import { plainMoney, signedAmount } from './signed-amount';

describe('signedAmount', () => {
  it('shows money in green with a plus and money out in red with a minus', () => {
    expect(signedAmount('1500', 'en-my', 2)).toEqual({ text: '+1,500.00', tone: 'credit' });
    expect(signedAmount('-12.5', 'en-my', 2)).toEqual({ text: '-12.50', tone: 'debit' });
    expect(signedAmount('+3', 'en-my', 2)).toEqual({ text: '+3.00', tone: 'credit' });
  });

  it('uses the currency’s decimals and locale', () => {
    expect(signedAmount('-1500000', 'vi-vn', 0)).toEqual({ text: '-1.500.000', tone: 'debit' });
  });

  it('gives zero no sign', () => {
    expect(signedAmount('0.00', 'en-my', 2)).toEqual({ text: '0.00', tone: 'zero' });
    expect(signedAmount('-0', 'en-my', 2)).toEqual({ text: '0.00', tone: 'zero' });
  });

  it('shows a dash for something that is not an amount', () => {
    expect(signedAmount('abc', 'en-my', 2)).toEqual({ text: '—', tone: 'zero' });
    expect(signedAmount('', 'en-my', 2).text).toBe('—');
  });
});

describe('plainMoney', () => {
  it('formats stakes and wins, passing other text through', () => {
    expect(plainMoney('10', 'en-my', 2)).toBe('10.00');
    expect(plainMoney('-2.5', 'en-my', 2)).toBe('-2.50');
    expect(plainMoney('n/a', 'en-my', 2)).toBe('n/a');
    expect(plainMoney('', 'en-my', 2)).toBe('—');
  });
});
