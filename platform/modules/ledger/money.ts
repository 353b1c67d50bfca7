/**
 * Decimal strings ↔ integer minor units, without floats. "12.5" with 2 decimals is 1250n; a
 * string with more decimals than the currency allows is refused rather than rounded.
 */
export function parseMinor(amount: string, decimals: number): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  const minor = BigInt(whole + fraction.padEnd(decimals, '0'));
  return sign === '-' ? -minor : minor;
}

/** The contracts carry `minor` as a JSON number; a balance beyond 2^53 would silently lose digits. */
export function toSafeNumber(minor: bigint): number {
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount ${minor} exceeds the safe integer range`);
  }
  return Number(minor);
}
