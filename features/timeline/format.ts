import { formatMoney } from '@/lib/format-money';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(locale: string, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const id = `${locale}|${timeZone}|${withTime}`;
  let format = formats.get(id);
  if (!format) {
    const day: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone };
    const options: Intl.DateTimeFormatOptions = withTime ? { ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : day;
    try {
      format = new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, options);
    } catch {
      format = new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', { ...options, timeZone: 'UTC' });
    }
    formats.set(id, format);
  }
  return format;
}

/**
 * A line's date and time on the member's country clock, in the locale's own order and month names
 * ("2 Dec 2026, 14:05", "2026年12月2日 14:05", "14:05 2 thg 12, 2026"), on the Gregorian calendar with
 * Latin digits in every language (th would otherwise count Buddhist years) and a 24-hour clock.
 */
export function formatWhen(at: string, locale: string, timeZone: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '—' : formatIn(locale, timeZone, true).format(date);
}

/** A calendar day (yyyy-mm-dd) in the locale's own order ("2 Dec 2026"): the period shown. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? '—' : formatIn(locale, 'UTC', false).format(date);
}

export type Tone = 'credit' | 'debit' | 'zero';

/** A signed amount with its currency ("+15.00 MYR", "-4.00 MYR"); the sign is in the text, so colour is never the only signal. */
export function signedMoney(amount: string, locale: string, decimals: number, currency: string): { text: string; tone: Tone } {
  const magnitude = formatMoney(amount.replace(/^[+-]/, ''), locale, decimals);
  if (!/[1-9]/.test(magnitude)) return { text: `${magnitude} ${currency}`, tone: 'zero' };
  return amount.startsWith('-')
    ? { text: `-${magnitude} ${currency}`, tone: 'debit' }
    : { text: `+${magnitude} ${currency}`, tone: 'credit' };
}

/** An unsigned amount with its currency (a round's stake and win). */
export const plainMoney = (amount: string, locale: string, decimals: number, currency: string) =>
  `${formatMoney(amount, locale, decimals)} ${currency}`;
