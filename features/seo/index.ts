export { isIndexable } from './indexing';
