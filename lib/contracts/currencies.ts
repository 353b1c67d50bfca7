/**
 * ISO 4217 minor units: the scale at which the ledger stores each currency (MYR 12.34 is 1234).
 * This is the one place that says it. A country's `input_decimal` is only how many decimals the
 * amount fields accept and show; changing it never rescales stored money.
 */
export const CURRENCY_MINOR_UNITS: Readonly<Record<string, number>> = {
  AUD: 2,
  BND: 2,
  CNY: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  IDR: 2,
  INR: 2,
  JPY: 0,
  KHR: 2,
  KRW: 0,
  MMK: 2,
  MYR: 2,
  PHP: 2,
  SGD: 2,
  THB: 2,
  USD: 2,
  VND: 0,
};

/** The currency's minor units; an unknown currency is a configuration error, never a guess. */
export function minorUnitsOf(currency: string): number {
  const units = CURRENCY_MINOR_UNITS[currency];
  if (units === undefined) throw new Error(`No ISO 4217 minor units known for currency ${currency}: add it to lib/contracts/currencies.ts`);
  return units;
}
