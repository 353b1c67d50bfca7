import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { messageParams, serverMessage } from './server-message';

// serverMessage looks keys up by name at run time, so the test's translator takes any string.
const translator = createTranslator({
  locale: 'en',
  messages: en as AbstractIntlMessages,
  onError: () => undefined,
  getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
});
const t = Object.assign((key: string, params?: Record<string, string | number>) => translator(key as never, params as never), {
  has: (key: string) => translator.has(key as never),
});

describe('serverMessage', () => {
  it('translates refusal keys and field refusals', () => {
    expect(serverMessage(t, 'pin_incorrect')).toBe(en.wallet.pin_incorrect);
    expect(serverMessage(t, 'amount: error_amount')).toBe(en.wallet.error_amount);
    expect(serverMessage(t, 'too_many_requests')).toBe(en.common.too_many_requests);
  });

  it("fills the message's values from the answer", () => {
    expect(serverMessage(t, 'error_min', { params: messageParams({ n: '10.00' }) })).toBe('Minimum amount is 10.00.');
    expect(serverMessage(t, 'turnover_required', { params: { outstanding: '250.00' } })).toBe(
      'Complete your bonus turnover first: 250.00 still to play.',
    );
  });

  it('never shows a placeholder: without its value a text falls back to a generic one', () => {
    expect(serverMessage(t, 'error_min')).toBe(en.wallet.error_invalid);
  });

  it('lets a page put its own namespace first', () => {
    expect(serverMessage(t, 'invalid_credentials', { namespaces: ['account', 'wallet'] })).toBe(en.account.invalid_credentials);
  });

  it('shows unknown text as it came, and the default failure when empty', () => {
    expect(serverMessage(t, 'Gateway timeout at bank')).toBe('Gateway timeout at bank');
    expect(serverMessage(t, '')).toBe('Something Went Wrong');
  });

  it('reads only plain values from an answer output', () => {
    expect(messageParams({ n: '5', nested: { x: 1 } })).toEqual({ n: '5' });
    expect(messageParams([1])).toBeUndefined();
    expect(messageParams(undefined)).toBeUndefined();
  });
});
