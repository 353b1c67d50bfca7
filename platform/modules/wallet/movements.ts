import { house, memberMain, type Line } from '../ledger';

/**
 * The ledger lines of every wallet request, in one place. Deposits come in from house_deposits;
 * a withdrawal is held in house_withdrawals_pending from the moment it is asked for (the member
 * cannot spend it twice) until it is paid out (house_withdrawals_paid) or handed back.
 */
type Holder = { memberId: number; currency: string };
export type RequestKind = 'deposit' | 'withdrawal';
export type Decision = 'approved' | 'rejected' | 'cancelled';

export function depositCredit({ memberId, currency }: Holder, amount: bigint): Line[] {
  return [
    { account: house('house_deposits', currency), amount: -amount },
    { account: memberMain(memberId, currency), amount },
  ];
}

export function withdrawalHold({ memberId, currency }: Holder, amount: bigint): Line[] {
  return [
    { account: memberMain(memberId, currency), amount: -amount },
    { account: house('house_withdrawals_pending', currency), amount },
  ];
}

/** What deciding a pending request moves. A pending bank deposit has moved nothing yet, so rejecting it moves nothing. */
export function decisionLines(kind: RequestKind, decision: Decision, holder: Holder, amount: bigint): Line[] {
  if (kind === 'deposit') return decision === 'approved' ? depositCredit(holder, amount) : [];
  if (decision === 'approved') {
    return [
      { account: house('house_withdrawals_pending', holder.currency), amount: -amount },
      { account: house('house_withdrawals_paid', holder.currency), amount },
    ];
  }
  // Rejected by the operator or cancelled by the member: the held amount goes back.
  return [
    { account: house('house_withdrawals_pending', holder.currency), amount: -amount },
    { account: memberMain(holder.memberId, holder.currency), amount },
  ];
}
