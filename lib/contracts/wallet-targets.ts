/**
 * The wallet dialog's targets (docs/PRODUCT.md §2), in the order it shows them. The site opens
 * them with `?action=`; the platform's seed creates one wallet sub-module setting per target.
 * Zod-free, so the seed reads it without any site code.
 */
export type WalletTarget = 'deposit' | 'withdrawal' | 'transfer' | 'bank' | 'instant';

export const WALLET_TARGETS: readonly WalletTarget[] = ['deposit', 'withdrawal', 'transfer', 'bank', 'instant'];

/** Whether a `?action=` names one of the wallet dialog's targets. */
export function isWalletTarget(action: string): action is WalletTarget {
  return (WALLET_TARGETS as readonly string[]).includes(action);
}
