import type { MemberEventName, MemberEvents } from '@/lib/contracts/realtime';
import { bonusStatusKey, inboxKey, securitySessionsKey, transactionsKey, walletBalanceKey, type MemberId } from '@/lib/api/query-keys';

/** What a push leads to: query keys to refetch, and a toast to show (a message key with its values). */
export type Reaction = {
  refetch: readonly (readonly unknown[])[];
  /** Ask the platform whether this page's session still lives (an ended one answers 401: the API client logs out). */
  checkSession?: true;
  toast?: { severity: 'success' | 'warn'; key: DecisionMessageKey; values: { amount: string } };
};

export type DecisionMessageKey = 'depositApproved' | 'depositRejected' | 'withdrawalApproved' | 'withdrawalRejected';

/**
 * The member's channel, event by event. Pushes carry no balance: they say what changed, and the
 * one query that owns each fact refetches (the header's balance is the wallet-balance query).
 */
export function reactionTo<E extends MemberEventName>(event: E, payload: MemberEvents[E], memberId: MemberId): Reaction | null {
  switch (event) {
    case 'balance-changed':
      return { refetch: [walletBalanceKey(memberId), bonusStatusKey(memberId)] };
    case 'wallet-request-decided': {
      const decided = payload as MemberEvents['wallet-request-decided'];
      const key = `${decided.kind}${decided.status === 'approved' ? 'Approved' : 'Rejected'}` as DecisionMessageKey;
      return {
        refetch: [walletBalanceKey(memberId), transactionsKey(memberId)],
        toast: { severity: decided.status === 'approved' ? 'success' : 'warn', key, values: { amount: decided.amount } },
      };
    }
    case 'bonus-progress':
      return { refetch: [bonusStatusKey(memberId), walletBalanceKey(memberId)] };
    case 'inbox-message':
      return { refetch: [inboxKey(memberId)] };
    case 'sessions-changed':
      return { refetch: [securitySessionsKey(memberId)], checkSession: true };
    default:
      return null;
  }
}

/** The events that refetch queries here; chat's events reach the chat widget through the live bus. */
export const LISTENED: readonly MemberEventName[] = [
  'balance-changed',
  'wallet-request-decided',
  'bonus-progress',
  'inbox-message',
  'sessions-changed',
];

/**
 * What the member may have missed while the socket was away: a reconnect, the tab coming back,
 * the network coming back. Live events are never the only source.
 */
export function missedKeys(memberId: MemberId): readonly (readonly unknown[])[] {
  return [walletBalanceKey(memberId), bonusStatusKey(memberId), inboxKey(memberId)];
}
