import { signedMoney } from './money';

describe('timeline money', () => {
  it('signs money, names its currency first and tones it by direction', () => {
    expect(signedMoney('15.00', 'MYR', 'en-my')).toEqual({ text: '+MYR 15.00', tone: 'credit' });
    expect(signedMoney('-1234.5', 'MYR', 'en-my')).toEqual({ text: '-MYR 1,234.50', tone: 'debit' });
    expect(signedMoney('0.00', 'MYR', 'en-my')).toEqual({ text: 'MYR 0.00', tone: 'zero' });
    expect(signedMoney('-5000', 'VND', 'vi-vn')).toEqual({ text: '-VND 5.000', tone: 'debit' });
  });
});
