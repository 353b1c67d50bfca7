import type { WalletSettings } from '@/lib/contracts/wallet';

/** The main wallet's id in wallet/transfer (contract: 'main' or a transfer-type providerId). */
export const MAIN_WALLET = 'main';

export type TransferWallet = { id: string; name: string; balance: string };

/** Main wallet first (its balance from the balance query), then each transfer-type provider's wallet from the settings. */
export function transferWallets(
  mainBalance: string,
  providerWallets: WalletSettings['providerWallets'],
  mainName: string,
): TransferWallet[] {
  return [
    { id: MAIN_WALLET, name: mainName, balance: mainBalance },
    ...providerWallets.map((w) => ({ id: w.providerId, name: w.name, balance: w.balance })),
  ];
}

/** Money moves between the main wallet and one provider wallet, never provider to provider. */
export function destinationsFor(from: string, wallets: readonly TransferWallet[]): TransferWallet[] {
  return from === MAIN_WALLET ? wallets.filter((w) => w.id !== MAIN_WALLET) : wallets.filter((w) => w.id === MAIN_WALLET);
}

/** The destination to keep after `from` changes: the current one if still allowed, else the first allowed. */
export function fixDestination(from: string, to: string, wallets: readonly TransferWallet[]): string {
  const allowed = destinationsFor(from, wallets);
  return allowed.some((w) => w.id === to) ? to : (allowed[0]?.id ?? '');
}
