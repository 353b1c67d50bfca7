/**
 * The wallet's lazily loaded entry: import it with next/dynamic only. The wallet dialog opens it
 * for ?action=…; the account page takes its PIN and bank sections from it (the same forms).
 * Kept out of index.ts, which the header loads on every page.
 */
export { WalletDialog } from './components/wallet-dialog';
export { PinManager } from './components/account/pin-manager';
export { BankManager } from './components/account/bank-manager';
