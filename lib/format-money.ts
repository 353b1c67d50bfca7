import { minorUnitsOf } from './contracts/currencies';

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
 * An amount (decimal string) as money in `currency`: "MYR 1,234.50", "VND 1.500.000" — the code
 * first, as the wallet and the limits show money, grouped for the locale, with the currency's ISO
 * 4217 minor units. A sign stays in front of the code ("-MYR 3.10").
 */
export function formatCurrencyAmount(amount: string, currency: string, locale: string): string {
  const text = amount.trim();
  const negative = text.startsWith('-');
  return `${negative ? '-' : ''}${currency} ${formatMoney(text.replace(/^[+-]/, ''), locale, minorUnitsOf(currency))}`;
}
