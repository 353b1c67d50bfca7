export { categoryContext } from './category-context';
