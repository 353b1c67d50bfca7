export { HeaderBalance } from './components/header-balance';
export { WalletDialog } from './components/wallet-dialog';
export { useWalletBalance, balanceQueryKey } from './api';
export { formatMoney } from './format-money';
