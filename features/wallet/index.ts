export { HeaderBalance } from './components/header-balance';
export { useWalletBalance } from './balance';
export { formatMoney } from './format-money';
export { gameWalletBalance, inGameTotal } from './in-game';
export { serverMessage } from './server-message';
