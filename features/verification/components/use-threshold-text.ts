'use client';

import { useLocale } from 'next-intl';
import { formatCurrencyAmount } from '@/lib/format-money';

/** "MYR 1,000.00" in the page's locale; '' when no threshold is set. */
export function useThresholdText(state: { currency: string; threshold: string } | undefined): string {
  const locale = useLocale();
  if (!state?.threshold) return '';
  return formatCurrencyAmount(state.threshold, state.currency, locale);
}
