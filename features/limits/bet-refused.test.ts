import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { betRefusedDetail } from './bet-refused';

function translator(locale: string, messages: AbstractIntlMessages) {
  const t = createTranslator({ locale, messages });
  return Object.assign((key: string, params?: Record<string, string | number>) => t(key as never, params as never), {
    has: (key: string) => t.has(key as never),
  });
}

const loss = { kind: 'loss', period: 'week', limit: '10.00', remaining: '1.00', currency: 'MYR', resetsAt: '2026-03-08T16:00:00.000Z' };

describe('the toast of a refused bet', () => {
  it("names the loss or wager limit as money in the member's currency", () => {
    const t = translator('en-my', en);
    expect(betRefusedDetail(t, 'loss_limit_reached', loss, 'en-my')).toBe('It would go over your weekly loss limit of MYR 10.00.');
    expect(betRefusedDetail(t, 'wager_limit_reached', { ...loss, kind: 'wager', period: 'day', limit: '2500.00' }, 'en-my')).toBe(
      'It would go over your daily wager limit of MYR 2,500.00.',
    );
  });

  it('says a cool-off, self-exclusion or session time limit refused it', () => {
    const t = translator('en-my', en);
    expect(betRefusedDetail(t, 'on_break', undefined, 'en-my')).toBe(en.errors.on_break);
    expect(betRefusedDetail(t, 'session_limit_reached', undefined, 'en-my')).toBe(en.errors.session_limit_reached);
    expect(betRefusedDetail(t, 'something_new', undefined, 'en-my')).toBeUndefined();
  });

  it("is in the member's language, Thai included", () => {
    const t = translator('th-th', th);
    const text = betRefusedDetail(t, 'loss_limit_reached', { ...loss, currency: 'THB' }, 'th-th');
    expect(text).toBe('เพราะจะเกินวงเงินจำกัดการเสียรายสัปดาห์ของคุณที่ THB 10.00');
    expect(betRefusedDetail(t, 'on_break', undefined, 'th-th')).toBe(th.errors.on_break);
    expect(betRefusedDetail(t, 'session_limit_reached', undefined, 'th-th')).not.toMatch(/[A-Za-z]{3}/);
  });
});
