import type { Database } from '../../db/connection';
import { readGeneralInfoSource, type WalletLimits } from '../catalog';
import { parseMinor, formatMinor } from '../ledger';

/**
 * Deposit and withdrawal limits in minor units, from site_config walletLimits (the same values
 * general/general-info publishes, so the dialog and the server agree).
 */
export type AmountRange = { min: bigint; max: bigint | null };
export type LimitsMinor = { deposit: AmountRange; withdrawal: AmountRange };

export async function walletLimitsFor(db: Database, currency: string, decimals: number): Promise<LimitsMinor> {
  const source = await readGeneralInfoSource(db);
  return limitsToMinor(source.walletLimits[currency], decimals);
}

/**
 * An operator who has not set a limit (or set one the currency cannot express) gets "at least one
 * minor unit, no maximum" rather than a wallet that refuses everything.
 */
export function limitsToMinor(limits: WalletLimits | undefined, decimals: number): LimitsMinor {
  const read = (value: string | undefined) => {
    const minor = value === undefined ? undefined : parseMinor(value, decimals);
    return minor !== undefined && minor > 0n ? minor : null;
  };
  return {
    deposit: { min: read(limits?.minDeposit) ?? 1n, max: read(limits?.maxDeposit) },
    withdrawal: { min: read(limits?.minWithdrawal) ?? 1n, max: read(limits?.maxWithdrawal) },
  };
}

export type AmountCheck =
  { ok: true; minor: bigint } | { ok: false; msg: 'error_amount' | 'error_min' | 'error_max'; output?: { n: string } };

/**
 * A requested amount: a positive number with at most the currency's decimals, within the range.
 * error_min / error_max carry the limit as `n`, the placeholder of docs/PRODUCT.md §5's messages.
 */
export function checkAmount(amount: string, decimals: number, range: AmountRange): AmountCheck {
  const minor = parseMinor(amount, decimals);
  if (minor === undefined || minor <= 0n) return { ok: false, msg: 'error_amount' };
  if (minor < range.min) return { ok: false, msg: 'error_min', output: { n: formatMinor(range.min, decimals) } };
  if (range.max !== null && minor > range.max) return { ok: false, msg: 'error_max', output: { n: formatMinor(range.max, decimals) } };
  return { ok: true, minor };
}
