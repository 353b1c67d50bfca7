import type { WalletSettings } from '@/lib/contracts/wallet';

/** Shared by the wallet's component tests: a Malaysian member and the settings the platform gives them. */
export { TEST_MEMBER as member } from '@/tests/render-app';

export function walletSettings(patch: Partial<WalletSettings> = {}): WalletSettings {
  return {
    currency: 'MYR',
    decimals: 2,
    balance: '100.00',
    deposit: { min: '10.00', max: '50000.00' },
    withdrawal: { min: '50.00', max: '30000.00' },
    gateways: [{ id: 'demopay', name: 'DemoPay' }],
    operatorBanks: [{ id: 1, bankName: 'Maybank', accountName: 'Demo Gaming Sdn Bhd', accountNumber: '514012345678' }],
    bankAccounts: [{ id: 7, bankName: 'CIMB', accountName: 'Demo Member', accountNumber: '8001234567' }],
    hasPin: true,
    pinLockedUntil: null,
    rebateRate: '0.50',
    providerWallets: [{ providerId: 'tp1', name: 'Transfer Slots', balance: '0.00' }],
    ...patch,
  };
}

export const ok = (output?: unknown) => () => ({ body: { status: true, msg: 'success', output } });
export const refused = (msg: string) => () => ({ body: { status: false, msg } });

/** member/wallet-balance answering the given balances in turn (the last one repeats). */
export function balances(...amounts: string[]) {
  let call = 0;
  return () => {
    const balance = amounts[Math.min(call++, amounts.length - 1)] ?? '0.00';
    return { body: { status: true, msg: 'success', output: { balance, minor: Math.round(Number(balance) * 100), currency: 'MYR' } } };
  };
}

/** The calls made to one endpoint, with their parsed bodies. */
export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, endpoint: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/${endpoint}`))
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? '{}')) as Record<string, unknown>);
}
