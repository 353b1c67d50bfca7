/** Deposit, loss and wager limits on the site (docs/member-safety.md). */
export { LimitAlertsLoader } from './limit-alerts-loader';
export { LimitsLink } from './components/limits-link';
