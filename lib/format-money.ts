import { CURRENCY_MINOR_UNITS } from './contracts/currencies';

/** Formats a decimal string amount for a locale, with the currency's decimals; never goes through floats for the digits. */
export function formatMoney(amount: string, locale: string, decimals: number): string {
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const negative = amount.startsWith('-');
  const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(BigInt(whole || '0'));
  const decimalSeparator = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(1.5).replace(/[0-9]/g, '') || '.';
  const digits = decimals > 0 ? decimalSeparator + fraction.padEnd(decimals, '0').slice(0, decimals) : '';
  return `${negative ? '-' : ''}${grouped}${digits}`;
}

/**
 * How many decimals money in `currency` is shown with: its ISO 4217 minor units, on every screen
 * (the header, the play bar and the history as much as the wallet). A country's `input_decimal`
 * only governs what its amount fields accept. Two while the currency is not known yet.
 */
export function shownDecimals(currency: string | null | undefined): number {
  return currency && Object.hasOwn(CURRENCY_MINOR_UNITS, currency) ? CURRENCY_MINOR_UNITS[currency]! : 2;
}

/**
 * An amount (decimal string) as money in `currency`: "MYR 1,234.50", "VND 1.500.000" — the one form
 * every member screen shows money in: the code first, grouped for the locale, with the currency's
 * ISO 4217 minor units. A sign stays in front of the code ("-MYR 3.10"). Without a known currency
 * (an answer still loading, an old answer) the figures stand alone, with the amount's own decimals.
 */
export function formatCurrencyAmount(amount: string, currency: string, locale: string): string {
  const text = amount.trim();
  const sign = text.startsWith('-') ? '-' : '';
  const digits = text.replace(/^[+-]/, '');
  if (!Object.hasOwn(CURRENCY_MINOR_UNITS, currency)) return `${sign}${formatMoney(digits, locale, digits.split('.')[1]?.length ?? 0)}`;
  return `${sign}${currency} ${formatMoney(digits, locale, CURRENCY_MINOR_UNITS[currency]!)}`;
}

/**
 * Money with its direction always written (a timeline line, a session's net result):
 * "+MYR 15.00" in, "-MYR 4.00" out, "MYR 0.00" when nothing moved — the sign in the text, so
 * colour is never the only signal.
 */
export function formatSignedCurrencyAmount(amount: string, currency: string, locale: string): string {
  const text = amount.trim();
  const unsigned = formatCurrencyAmount(text.replace(/^[+-]/, ''), currency, locale);
  if (!/[1-9]/.test(unsigned)) return unsigned;
  return `${text.startsWith('-') ? '-' : '+'}${unsigned}`;
}
