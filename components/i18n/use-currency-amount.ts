'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { formatCurrencyAmount } from '@/lib/format-money';

/** The one way a member page shows money: formatCurrencyAmount in the page's locale, "MYR 1,234.50". */
export function useCurrencyAmount(currency: string): (amount: string) => string {
  const locale = useLocale();
  return useCallback((amount: string) => formatCurrencyAmount(amount, currency, locale), [currency, locale]);
}
