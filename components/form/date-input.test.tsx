import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

const inLocale = (locale: string, value: string) =>
  render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <label>
        From
        <DateInput value={value} onChange={() => {}} />
      </label>
    </NextIntlClientProvider>,
  );

describe('DateInput', () => {
  it("shows the chosen day in the page's language and order, and stays the label's native date input", () => {
    const { container } = inLocale('zh-cn', '2026-11-05');
    expect(container.querySelector('[data-shown]')).toHaveAttribute('data-shown', '2026年11月5日');
    const input = screen.getByLabelText('From');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2026-11-05');
  });

  it('names the same day in every zone (a Thai page: Gregorian year)', () => {
    const { container } = inLocale('th-th', '2026-11-05');
    expect(container.querySelector('[data-shown]')).toHaveAttribute('data-shown', '05 พ.ย. 2026');
  });

  it('draws nothing over an empty input', () => {
    const { container } = inLocale('en-my', '');
    expect(container.querySelector('[data-shown]')).toBeNull();
  });
});
