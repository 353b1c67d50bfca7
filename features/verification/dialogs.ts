/**
 * Verification's pieces other features show, loaded with them on demand: the withdrawal form's
 * notice (inside the lazily loaded wallet dialog) and the account page's summary card.
 */
export { WithdrawalVerificationNotice } from './components/withdrawal-notice';
export { AccountVerificationSummary } from './components/account-summary';
