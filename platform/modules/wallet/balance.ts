import type { WalletBalance } from '@/lib/contracts/auth';
import type { Database } from '../../db/connection';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { decimalsFor, formatMinor, playableBalance, toSafeNumber } from '../ledger';

/** The wallet-balance answer: a decimal string for people, the minor units for code. */
export function toWalletBalance(minor: bigint, decimals: number, currency: string): WalletBalance {
  return { balance: formatMinor(minor, decimals), minor: toSafeNumber(minor), currency };
}

/** toWalletBalance in the member's currency and decimals. */
export async function walletAnswer(db: Database, member: { countryCode: string; currency: string }, minor: bigint): Promise<WalletBalance> {
  return toWalletBalance(minor, decimalsFor(member), member.currency);
}

/**
 * member/wallet-balance: what the member can play with, straight from the ledger — cash (main) plus
 * the bonus money of an active bonus (0 without one, so it is main as before). promotion/bonus
 * tells the two apart; withdrawals and transfers take cash only.
 */
export const walletBalance: Handler<'member/wallet-balance'> = async (_input, { db, member }) =>
  ok(await walletAnswer(db, member, await playableBalance(db, member)));
