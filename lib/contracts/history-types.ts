/**
 * The ten histories / transaction sub-modules of docs/PRODUCT.md §2. Kept free of zod: the route table, which
 * every page loads, imports it.
 */
export const HISTORY_TYPES = [
  'adjustment',
  'bet-history',
  'deposit',
  'outstanding-bet',
  'promotion',
  'rebate',
  'referral',
  'transfer',
  'vip',
  'withdrawal',
] as const;
