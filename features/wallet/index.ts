export { HeaderBalance } from './components/header-balance';
export { useWalletBalance, balanceQueryKey } from './api';
export { formatMoney } from './format-money';
export { serverMessage } from './server-message';
