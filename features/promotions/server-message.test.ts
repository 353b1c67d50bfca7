import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { promotionMessage } from './server-message';

// promotionMessage looks keys up by name at run time, so the test's translator takes any string.
const translator = createTranslator({
  locale: 'en',
  messages: en as AbstractIntlMessages,
  onError: () => undefined,
  getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
});
const t = Object.assign((key: string, params?: Record<string, string | number>) => translator(key as never, params as never), {
  has: (key: string) => translator.has(key as never),
});

describe('promotionMessage', () => {
  it('translates promotion keys, field refusals and common keys', () => {
    expect(promotionMessage(t, 'promotion_already_claimed', 'apply_failed')).toBe('You have already claimed this promotion.');
    expect(promotionMessage(t, 'promotionCode: promo_code_unknown', 'apply_failed')).toBe('This promo code does not exist.');
    expect(promotionMessage(t, 'promotionId: error_min', 'apply_failed')).toBe('Please check what you entered.');
    expect(promotionMessage(t, 'not_logged_in', 'apply_failed')).toBe('Please log in to continue.');
  });

  it('uses the fallback for a bare success, and keeps unknown text as it is', () => {
    expect(promotionMessage(t, 'success', 'apply_success')).toBe('Promotion applied: your bonus is active.');
    expect(promotionMessage(t, '', 'apply_failed')).toBe('The promotion could not be applied.');
    expect(promotionMessage(t, 'Bonus credited to your wallet', 'apply_success')).toBe('Bonus credited to your wallet');
    expect(promotionMessage(t, 'Something Went Wrong', 'apply_failed')).toBe('Something Went Wrong');
    expect(promotionMessage(t, 'bonus_granted_v2', 'apply_success')).toBe('Promotion applied: your bonus is active.');
  });
});
