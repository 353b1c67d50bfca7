'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { formatMoney } from '@/lib/format-money';

/** "MYR 1,234.50" in the page's locale with the currency's decimals; a loss below zero keeps its sign. */
export function useMoney(currency: string, decimals: number): (amount: string) => string {
  const locale = useLocale();
  return useCallback(
    (amount: string) => {
      const negative = amount.startsWith('-');
      return `${negative ? '−' : ''}${currency} ${formatMoney(amount.replace(/^-/, ''), locale, decimals)}`;
    },
    [currency, decimals, locale],
  );
}
