/** Loyalty's parts other features load on demand (next/dynamic): the tier badge of the header menu and the account page, and the tier's prefetch. */
export { VipBadge } from './components/vip-badge';
export { prefetchVipStatus } from './prefetch';
