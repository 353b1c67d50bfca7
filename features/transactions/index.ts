export { TransactionsPage } from './components/transactions-page';
export { isTransactionType } from './visible-types';
