/** docs/PRODUCT.md §9: number formatting caps decimals at 20. */
export const MAX_FRACTION_DIGITS = 20;

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

const clampDecimals = (n: number) => Math.min(Math.max(Math.trunc(n), 0), MAX_FRACTION_DIGITS);

/**
 * A plain number (a rate, a count) in the page's locale with at most `maxDecimals` (≤ 20) and at
 * least `minDecimals` decimals. Decimal strings are formatted exactly (Intl takes them as
 * strings), never via floats; anything that is not a number comes back unchanged.
 */
export function formatNumber(value: number | string, locale: string, maxDecimals = MAX_FRACTION_DIGITS, minDecimals = 0): string {
  if (typeof value === 'string' && !DECIMAL.test(value.trim())) return value;
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  const maximumFractionDigits = clampDecimals(maxDecimals);
  const options = { maximumFractionDigits, minimumFractionDigits: Math.min(clampDecimals(minDecimals), maximumFractionDigits) };
  const input = typeof value === 'string' ? (value.trim() as `${number}`) : value;
  try {
    return new Intl.NumberFormat(locale, options).format(input);
  } catch {
    return new Intl.NumberFormat('en', options).format(input);
  }
}

/** The decimals a decimal string was written with ("0.50" → 2), to show a rate as the back end gave it. */
export function writtenDecimals(value: string): number {
  return value.trim().split('.')[1]?.length ?? 0;
}
