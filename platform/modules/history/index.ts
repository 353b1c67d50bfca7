/** Transaction histories: one query over the money sources (requests, rounds, transfers, promotions, loyalty, rebates). */
export { transactionList } from './list';
export { type HistoryQuery, type HistorySource } from './query';
export { roundHistory } from './sources/rounds';
export { walletRequestHistory } from './sources/wallet-requests';
export { midnightIn } from './range';
