/** Account security on the site: the security screen's parts the account page and the change-password form use (client-safe). */
export { useSecurityOverview } from './api';
export { SecurityLink } from './components/security-link';
