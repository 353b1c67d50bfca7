/** Page views only routes render. */
export { TakeABreakPage } from './components/take-a-break-page';
// The account page's card: here, not in the index the layout imports, so no page but the account
// page has it among its client components.
export { TakeABreakLink } from './components/take-a-break-link';
