import { minorUnitsOf } from '@/lib/contracts/currencies';

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

/**
 * Minor units as a decimal string, without floats: 12345 with 2 decimals → "123.45".
 * The ledger hands bigints here; numbers are accepted too.
 */
export function formatMinor(minor: bigint | number, decimals: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** The ledger scale of the member's money: the currency's ISO 4217 minor units, never a display setting. */
export function decimalsFor(member: { currency: string }): number {
  return minorUnitsOf(member.currency);
}

/** A rate in basis points as the percentage people read: 50 → "0.50". */
export function formatRate(rateBp: number): string {
  return `${Math.floor(rateBp / 100)}.${String(rateBp % 100).padStart(2, '0')}`;
}
