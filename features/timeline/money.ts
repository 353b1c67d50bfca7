import { formatMoney } from '@/lib/format-money';

export type Tone = 'credit' | 'debit' | 'zero';

/** A signed amount with its currency ("+15.00 MYR", "-4.00 MYR"); the sign is in the text, so colour is never the only signal. */
export function signedMoney(amount: string, locale: string, decimals: number, currency: string): { text: string; tone: Tone } {
  const magnitude = formatMoney(amount.replace(/^[+-]/, ''), locale, decimals);
  if (!/[1-9]/.test(magnitude)) return { text: `${magnitude} ${currency}`, tone: 'zero' };
  return amount.startsWith('-')
    ? { text: `-${magnitude} ${currency}`, tone: 'debit' }
    : { text: `+${magnitude} ${currency}`, tone: 'credit' };
}

/** An unsigned amount with its currency (a round's stake and win, net deposits' parts). */
export const plainMoney = (amount: string, locale: string, decimals: number, currency: string) =>
  `${formatMoney(amount, locale, decimals)} ${currency}`;
