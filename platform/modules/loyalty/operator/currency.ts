import { CURRENCY_MINOR_UNITS } from '@/lib/contracts/currencies';
import { parseMinor } from '../../ledger';

/** The decimals of a currency the platform knows, or undefined (an unknown code is the caller's mistake, not a crash). */
export function knownDecimals(currency: string): number | undefined {
  return CURRENCY_MINOR_UNITS[currency];
}

/** Decimal strings to minor units; a value with more decimals than the currency has is undefined. */
export function minorOf(amount: string, decimals: number): bigint | undefined {
  return parseMinor(amount, decimals);
}
