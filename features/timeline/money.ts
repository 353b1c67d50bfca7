import { formatSignedCurrencyAmount } from '@/lib/format-money';

export type Tone = 'credit' | 'debit' | 'zero';

/** A signed amount as money ("+MYR 15.00", "-MYR 4.00") with its tone for the colour. */
export function signedMoney(amount: string, currency: string, locale: string): { text: string; tone: Tone } {
  const text = formatSignedCurrencyAmount(amount, currency, locale);
  return { text, tone: text.startsWith('-') ? 'debit' : text.startsWith('+') ? 'credit' : 'zero' };
}
