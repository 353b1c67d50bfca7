import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { useValidationTranslate } from './use-validation-translate';

function wrapper(locale: string, messages: object) {
  return function IntlWrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        {children}
      </NextIntlClientProvider>
    );
  };
}

it('writes the minimum and maximum with the locale’s digit grouping', () => {
  const { result } = renderHook(() => useValidationTranslate(), { wrapper: wrapper('en-my', en) });
  expect(result.current('error_min', { n: 10000 })).toBe('Minimum value is 10,000.');
  expect(result.current('error_max', { n: 1234567.5 })).toBe('Maximum value is 1,234,567.5.');
  expect(result.current('no_such_key')).toBe('no_such_key');
});

it('translates them in another language', () => {
  const { result } = renderHook(() => useValidationTranslate(), { wrapper: wrapper('th-th', { ...en, ...th }) });
  expect(result.current('error_min', { n: 10000 })).toContain('10,000');
  expect(result.current('error_min', { n: 10000 })).not.toBe('Minimum value is 10,000.');
});
