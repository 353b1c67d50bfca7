/** Loaded only when a wallet ?action= opens it. */
export { WalletDialog } from './components/wallet-dialog';
