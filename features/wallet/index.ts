export { HeaderBalance } from './components/header-balance';
export { useWalletBalance, balanceQueryKey } from './api';
export { formatMoney } from './format-money';
export { WalletPinManager, WalletBankManager } from './components/account/lazy-sections';
export { serverMessage } from './server-message';
