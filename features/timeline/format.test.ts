import { formatDay, formatWhen, plainMoney, signedMoney } from './format';

const AT = '2026-12-01T16:05:00Z'; // 00:05 on 2 Dec in Kuala Lumpur, still 1 Dec in UTC

describe('timeline formats', () => {
  it('shows the time on the member’s clock, in the locale’s own order, Gregorian with Latin digits', () => {
    expect(formatWhen(AT, 'en-my', 'Asia/Kuala_Lumpur')).toMatch(/^2 Dec 2026,? 00:05$/);
    expect(formatWhen(AT, 'en-my', 'UTC')).toMatch(/^1 Dec 2026,? 16:05$/);
    // Year first in Chinese (2026/12/2 or 2026年12月2日, as the ICU data has it).
    expect(formatWhen(AT, 'zh-my', 'Asia/Kuala_Lumpur')).toMatch(/^2026\D12\D2\D* 00:05$/);
    const thai = formatWhen(AT, 'th-th', 'Asia/Bangkok');
    expect(thai).toContain('2026');
    expect(thai).toContain('23:05');
    expect(thai).not.toMatch(/2569|[๐-๙]/);
    expect(formatWhen('nonsense', 'en-my', 'UTC')).toBe('—');
  });

  it('shows a day without a time', () => {
    expect(formatDay('2026-12-02', 'en-my')).toBe('2 Dec 2026');
    expect(formatDay('2026-12-02', 'zh-my')).toMatch(/^2026\D12\D2\D*$/);
  });

  it('signs money and names its currency', () => {
    expect(signedMoney('15.00', 'en-my', 2, 'MYR')).toEqual({ text: '+15.00 MYR', tone: 'credit' });
    expect(signedMoney('-1234.5', 'en-my', 2, 'MYR')).toEqual({ text: '-1,234.50 MYR', tone: 'debit' });
    expect(signedMoney('0.00', 'en-my', 2, 'MYR')).toEqual({ text: '0.00 MYR', tone: 'zero' });
    expect(signedMoney('-5000', 'vi-vn', 0, 'VND')).toEqual({ text: '-5.000 VND', tone: 'debit' });
    expect(plainMoney('10.00', 'en-my', 2, 'MYR')).toBe('10.00 MYR');
  });
});
