'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { formatMoney } from '../format-money';

/** "MYR 1,234.50" in the page's locale with the currency's decimals; a sign is dropped (direction is said in words). */
export function useMoneyFormat(currency: string, decimals: number): (amount: string) => string {
  const locale = useLocale();
  return useCallback(
    (amount: string) => `${currency} ${formatMoney(amount.replace(/^-/, ''), locale, decimals)}`.trim(),
    [currency, decimals, locale],
  );
}
