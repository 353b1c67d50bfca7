/** The histories' parts other features load on demand: a history's first page, fetched ahead of a tap on a link to it. */
export { prefetchHistory } from './prefetch';
