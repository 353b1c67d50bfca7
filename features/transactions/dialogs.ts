/** The histories' parts other features load on demand: a history's first page and the table's code, fetched ahead of a tap on a link to it. */
export { prefetchHistory } from './prefetch';
export { loadHistoryTable } from './components/lazy-history-table';
