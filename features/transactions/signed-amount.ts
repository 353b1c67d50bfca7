import { formatMoney } from '@/features/wallet';
import { DASH } from './format-day';

export type AmountTone = 'credit' | 'debit' | 'zero';
export type SignedAmount = { text: string; tone: AmountTone };

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * A history row's signed amount in the member currency's decimals: money in "+12.50" (green),
 * money out "-12.50" (red). The sign is in the text, so the colour is never the only signal.
 */
export function signedAmount(amount: string, locale: string, decimals: number): SignedAmount {
  const text = amount.trim();
  if (!DECIMAL.test(text)) return { text: DASH, tone: 'zero' };
  const magnitude = formatMoney(text.replace(/^[+-]/, ''), locale, decimals);
  // Zero after rounding to the currency's decimals carries no sign.
  if (!/[1-9]/.test(magnitude)) return { text: magnitude, tone: 'zero' };
  return text.startsWith('-') ? { text: `-${magnitude}`, tone: 'debit' } : { text: `+${magnitude}`, tone: 'credit' };
}

/** An unsigned money column (bet, win, turnover); non-numbers are shown as they came. */
export function plainMoney(amount: string, locale: string, decimals: number): string {
  const text = amount.trim();
  if (!DECIMAL.test(text)) return text || DASH;
  return (text.startsWith('-') ? '-' : '') + formatMoney(text.replace(/^[+-]/, ''), locale, decimals);
}
