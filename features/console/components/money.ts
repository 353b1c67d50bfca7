import { CURRENCY_MINOR_UNITS } from '@/lib/contracts/currencies';
import { formatMoney } from '@/lib/format-money';

/** The console reads in English: thousands grouped with commas, the decimal point a dot. */
const CONSOLE_LOCALE = 'en';

/**
 * An amount as the console shows it, "MYR 1,234.50": the currency's code, then the site's money
 * formatting (lib/format-money.ts) at the currency's minor units. A currency the table does not
 * know keeps the decimals the platform sent rather than guessing.
 */
export function consoleMoney(amount: string, currency: string): string {
  const decimals = CURRENCY_MINOR_UNITS[currency] ?? (amount.split('.')[1] ?? '').length;
  return `${currency} ${formatMoney(amount, CONSOLE_LOCALE, decimals)}`.trim();
}
