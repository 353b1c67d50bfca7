/** Page views only routes render. */
export { LimitsPage } from './components/limits-page';
