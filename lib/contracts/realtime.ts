/**
 * What the platform pushes to a member over the realtime service (docs/realtime.md), shared by the
 * platform's publisher and the site's listener. No zod here: the site imports it as it is.
 */
import type { LimitWarning } from './limit-choices';

/** A member's own private channel: only their session gets its auth signed. */
export function memberChannel(memberId: number): string {
  return `private-member-${memberId}`;
}

/** The events of a member's channel and what each carries. */
export type MemberEvents = {
  /** The main balance changed (bet, win, refund, deposit, approval, adjustment): refetch it. */
  'balance-changed': { reason: BalanceReason };
  /** An operator decided one of the member's deposits or withdrawals. */
  'wallet-request-decided': { requestId: number; kind: 'deposit' | 'withdrawal'; status: 'approved' | 'rejected'; amount: string };
  /** Wagering on the member's active bonus moved on (or met its requirement: the bonus became cash). */
  'bonus-progress': { bonusId: number; wagered: string; required: string; status: string };
  /** An agent wrote in the member's chat: fetch the messages after the last one the widget has. */
  'chat-message': { chatId: number; messageId: number };
  /** The agent closed the chat room: the widget closes and forgets the chat. */
  'close-chat-room': { chatId: number };
  /** A new inbox message: refetch the unread counts (always the server's, never counted on the client). */
  'inbox-message': { messageId: number };
  /** The member ended one or more of their sessions: each open page asks for its profile (an ended one is logged out). */
  'sessions-changed': { reason: 'ended' };
  /** The member used 80 % or more of one of their limits (once per limit per period; lib/contracts/limits.ts). */
  'limit-warning': LimitWarning;
  /** A bet-time guard refused a stake (a limit, an exclusion): `reason` is its message key, `output` its values. */
  'bet-refused': { reason: string; output?: unknown };
};

export type MemberEventName = keyof MemberEvents;

/** The support desk's private channel: console sessions of the chat roles get it signed (operator/realtime-auth). */
export const SUPPORT_DESK_CHANNEL = 'private-support-desk';

/** The support desk's events: something changed in the chat queue (refetch it, and the open conversation). */
export type StaffEvents = {
  'chat-queue': { chatId: number; reason: 'started' | 'message' | 'claimed' | 'closed'; messageId?: number };
};
export type StaffEventName = keyof StaffEvents;

export type BalanceReason =
  'bet' | 'win' | 'refund' | 'deposit' | 'withdrawal' | 'decision' | 'adjustment' | 'transfer' | 'rebate' | 'bonus';

/** What realtime/config answers: how the browser opens the socket (pusher-js options). */
export type RealtimeClientConfig = {
  key: string;
  /** Pusher's cluster (ap1) when the service is Pusher itself. */
  cluster: string;
  /** null: the site's own origin, under `path` (the embedded server through the site's server). */
  host: string | null;
  port: number | null;
  tls: boolean | null;
  path: string;
  channel: string;
};
