import type { WalletBalance } from '@/lib/contracts/auth';

/**
 * What the member's game wallets hold together, as a decimal string of the currency's minor units
 * (transfer-type games keep money in their own wallet: docs/games.md, "Transfer wallets"); null
 * when they hold nothing, or the answer did not say.
 */
export function inGameTotal(balance: Pick<WalletBalance, 'inGame'> | undefined, decimals: number): string | null {
  const minor = (balance?.inGame ?? []).reduce((sum, wallet) => sum + BigInt(wallet.minor), 0n);
  if (minor <= 0n) return null;
  const digits = minor.toString().padStart(decimals + 1, '0');
  return decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
}

/** One game wallet's balance as a decimal string ("0" for a wallet that holds nothing). */
export function gameWalletBalance(balance: Pick<WalletBalance, 'inGame'> | undefined, providerId: string): string {
  return balance?.inGame?.find((wallet) => wallet.providerId === providerId)?.balance ?? '0';
}
