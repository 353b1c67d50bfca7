/** Loyalty's parts other features load on demand (next/dynamic): the tier badge of the header menu and the account page. */
export { VipBadge } from './components/vip-badge';
