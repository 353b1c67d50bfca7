import type { WalletBalance } from '@/lib/contracts/auth';
import type { Database } from '../../db/connection';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { decimalsFor, formatMinor, memberAccounts, playableBalance, toSafeNumber } from '../ledger';

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
export const walletBalance: Handler<'member/wallet-balance'> = async (_input, { db, member }) => {
  const [playable, inGame] = await Promise.all([playableBalance(db, member), inGameWallets(db, member)]);
  return ok({ ...(await walletAnswer(db, member, playable)), inGame });
};

/**
 * The member's transfer-type provider wallets that hold money (docs/games.md, "Transfer wallets"):
 * what a game still has of theirs, so the site shows it as "in game" rather than a smaller balance.
 */
export async function inGameWallets(db: Database, member: { id: number; currency: string }): Promise<NonNullable<WalletBalance['inGame']>> {
  const decimals = decimalsFor(member);
  const wallets = await memberAccounts(db, member.id, 'member_provider');
  return wallets
    .filter((w) => w.currency === member.currency && w.providerId && w.balance > 0n)
    .map((w) => ({ providerId: w.providerId!, balance: formatMinor(w.balance, decimals), minor: toSafeNumber(w.balance) }))
    .sort((a, b) => (a.providerId < b.providerId ? -1 : a.providerId > b.providerId ? 1 : 0)); // a stable order: by provider
}
