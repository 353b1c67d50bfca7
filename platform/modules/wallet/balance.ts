import type { Handler } from '../../http/endpoint';
import { ok } from '../../http/result';
import { findCountry } from '../common/countries';

/**
 * Minor units as a decimal string, without floats: 12345 with 2 decimals → "123.45".
 * The ledger will hand bigints here, so both are accepted.
 */
export function formatMinor(minor: bigint | number, decimals: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Placeholder until the ledger lands: every member holds 0. Kept in the wallet
 * module so replacing it touches nothing else.
 */
export const walletBalance: Handler<'member/wallet-balance'> = async (_input, { db, member }) => {
  const country = await findCountry(db, member.countryCode);
  const minor = 0;
  return ok({ balance: formatMinor(minor, country?.inputDecimal ?? 2), minor, currency: member.currency });
};
