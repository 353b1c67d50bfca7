/**
 * The shape of every React Query key, `['resource', params]`, and the one list of resources the
 * site caches. Each feature's queryOptions factory builds its key once and invalidates through
 * it; keys two features need (the balance, the transaction pages) are built here, so neither
 * imports the other for them. A shorter params object matches every key that has those params
 * (TanStack's partial match): `transactionsKey(memberId)` covers all of a member's history pages.
 * The names are a type only: each string ships with the code that uses it.
 *
 * A member's own data carries `memberId` in its params: logging out drops exactly those
 * (isMemberQueryKey), and another member never sees a cached answer that was not theirs.
 */
export type Resource =
  | 'wallet-balance'
  | 'wallet-settings'
  | 'rebate-info'
  | 'transactions'
  | 'timeline'
  | 'favourites'
  | 'recent-games'
  | 'maintenance'
  | 'promotion-bonus'
  | 'promotion-info'
  | 'promotion-cms'
  | 'category-settings'
  | 'inbox'
  | 'dashboard'
  | 'contact'
  | 'vip-tiers'
  | 'vip-status'
  | 'referral-info'
  | 'daily-tasks'
  | 'chat-current'
  | 'chat-topics'
  | 'verification'
  | 'security'
  | 'security-sessions'
  | 'login-history'
  | 'safety-settings'
  | 'safety-session'
  | 'limits';
export type MemberId = number | null;

/** Every key: a resource and the params that tell its answers apart. */
export type ResourceKey = readonly [Resource, object];

/** The key of a member's own resource; `params` narrows it (history type, page …). */
export function memberKey<R extends Resource, P extends object = Record<never, never>>(resource: R, memberId: MemberId, params?: P) {
  return [resource, { memberId, ...params } as { memberId: MemberId } & P] as const;
}

/** The member's signed-in devices (features/security reads it; the realtime push of an ended session refreshes it). */
export const securitySessionsKey = (memberId: MemberId) => memberKey('security-sessions', memberId);

/** The main balance (features/wallet reads it; a game round or a restore refreshes it). */
export const walletBalanceKey = (memberId: MemberId) => memberKey('wallet-balance', memberId);

/**
 * promotion/bonus: the member's cash, bonus and active bonus (features/promotions reads it; what
 * moves money — a wallet call, a game round — refreshes it with the balance).
 */
export const bonusStatusKey = (memberId: MemberId) => memberKey('promotion-bonus', memberId);

/**
 * promotion/info per currency. It names a member: whether each promotion is open to them. The
 * promotions pages and the deposit form read it; a deposit or a claim (which may use a promotion up) refreshes it.
 */
export const promotionInfoKey = <P extends object>(memberId: MemberId, params?: P) => memberKey('promotion-info', memberId, params);

/**
 * vip/status: the member's tier (the header menu's badge, the account page and /vip read it; a
 * game round can move it, so play refreshes it with the balance).
 */
export const vipStatusKey = (memberId: MemberId) => memberKey('vip-status', memberId);

/** transaction/list pages: the histories (features/transactions) and the wallet's pending withdrawals. */
export const transactionsKey = <P extends object>(memberId: MemberId, params?: P) => memberKey('transactions', memberId, params);

/**
 * member/message-list pages per tab and language (features/inbox); the header's unread count is the
 * first page's `unread`, so `inboxKey(memberId)` refreshes both.
 */
export const inboxKey = <P extends object>(memberId: MemberId, params?: P) => memberKey('inbox', memberId, params);

/** Whether a key holds a member's own data (its params name a member). */
export function isMemberQueryKey(key: readonly unknown[]): boolean {
  return 'memberId' in Object(key[1]); // Object(): a missing or primitive params has no memberId
}
