import type { TimelineKind } from '@/lib/contracts/timeline';

/**
 * Where each journal entry kind the platform writes appears in the timeline. Every kind is named
 * here (kinds.test.ts fails on a kind the code writes that is missing):
 * - `round`: bets, wins and refunds of a game round: one line per round, from game_rounds;
 * - `request`: the steps of a deposit or withdrawal: one line per wallet request, with its status;
 * - `silent`: moves no money (a claim waiting for its deposit, a bet voided before it arrived);
 * - a timeline kind: one line per entry, read from the journal.
 */
export type Placement = 'round' | 'request' | 'silent' | { kind: TimelineKind; balance: 'cash' | 'bonus' };

const cash = (kind: TimelineKind) => ({ kind, balance: 'cash' as const });
const bonus = { kind: 'bonus' as const, balance: 'bonus' as const };

export const ENTRY_PLACEMENT: Readonly<Record<string, Placement>> = {
  // wagers: the provider's wallet callbacks
  bet: 'round',
  win: 'round',
  bet_rollback: 'round',
  bet_void: 'silent',
  // an operator's void of an open round: the stake back, the round rolled back
  round_void: 'round',
  // wallet requests: created, then decided (`${kind}_${decision}` in wallet/decide.ts)
  deposit: 'request',
  deposit_confirmed: 'request',
  deposit_request: 'request',
  deposit_approved: 'request',
  deposit_rejected: 'request',
  deposit_cancelled: 'request',
  withdrawal_hold: 'request',
  withdrawal_approved: 'request',
  withdrawal_rejected: 'request',
  withdrawal_cancelled: 'request',
  // main wallet ↔ a transfer provider's wallet
  transfer_to_provider: cash('transfer'),
  transfer_from_provider: cash('transfer'),
  // promotions: bonus money in and out; converting pays cash
  bonus_claim: 'silent',
  bonus_grant: bonus,
  bonus_convert: cash('bonus'),
  bonus_forfeit: bonus,
  bonus_expire: bonus,
  // loyalty rewards, paid in cash
  vip: cash('reward'),
  referral: cash('reward'),
  daily_task: cash('reward'),
  rebate: cash('rebate'),
  adjustment: cash('adjustment'),
};

/** The journal entry kinds shown as lines of their own, for one timeline kind or all. */
export function journalKinds(kind?: TimelineKind): string[] {
  return Object.entries(ENTRY_PLACEMENT)
    .filter(([, placement]) => typeof placement === 'object' && (kind === undefined || placement.kind === kind))
    .map(([entry]) => entry);
}

/** How a journal entry's line is shown (its kind and which balance its amount is on). */
export function journalPlacement(entry: string): { kind: TimelineKind; balance: 'cash' | 'bonus' } | undefined {
  const placement = ENTRY_PLACEMENT[entry];
  return typeof placement === 'object' ? placement : undefined;
}
