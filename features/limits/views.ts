/** Page views only routes render. */
export { LimitsPage } from './components/limits-page';
// The account page's card: here, not in the index the layout imports (see features/safety/views.ts).
export { LimitsLink } from './components/limits-link';
