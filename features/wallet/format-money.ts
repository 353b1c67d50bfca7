/** The wallet's money formatting is the site's (lib/format-money.ts): promotions format the same way without importing the wallet. */
export { formatMoney } from '@/lib/format-money';
