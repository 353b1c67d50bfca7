/** Page views only routes render. */
export { TakeABreakPage } from './components/take-a-break-page';
