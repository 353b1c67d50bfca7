import { plainMoney, signedMoney } from './money';

describe('timeline money', () => {
  it('signs money and names its currency', () => {
    expect(signedMoney('15.00', 'en-my', 2, 'MYR')).toEqual({ text: '+15.00 MYR', tone: 'credit' });
    expect(signedMoney('-1234.5', 'en-my', 2, 'MYR')).toEqual({ text: '-1,234.50 MYR', tone: 'debit' });
    expect(signedMoney('0.00', 'en-my', 2, 'MYR')).toEqual({ text: '0.00 MYR', tone: 'zero' });
    expect(signedMoney('-5000', 'vi-vn', 0, 'VND')).toEqual({ text: '-5.000 VND', tone: 'debit' });
    expect(plainMoney('10.00', 'en-my', 2, 'MYR')).toBe('10.00 MYR');
  });
});
