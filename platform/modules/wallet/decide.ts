import type { WalletRequest } from '@/lib/contracts/wallet';
import type { Database } from '../../db/connection';
import { fail, ok, type HandlerResult } from '../../endpoints/result';
import { balanceOf, fingerprintOf, memberMain, postEntry, Refusal, memberMoneyLocks, decimalsFor } from '../ledger';
import { pendingDepositBonus, settleDepositBonus } from '../promotions';
import { findMemberById } from '../members';
import { decisionLines, type Decision, type RequestKind } from './movements';
import { findRequest, markDecided, toWalletRequest, type RequestRow } from './requests';

export type DecisionInput = {
  kind: RequestKind;
  decision: Decision;
  reason: string;
  /** A member deciding (cancelling) may only touch their own requests. */
  memberId?: number;
};

/**
 * Approves, rejects or cancels a pending request and moves its money, in one journal entry.
 * Two guards make "decided once" hold under concurrency and across processes: every decision of
 * a request shares one idempotency key (a second decider collides with the first at the unique
 * index), and the status changes by a conditional UPDATE … WHERE status = 'pending' inside the
 * same transaction (a refusal there rolls the money back).
 */
export async function decideRequest(db: Database, id: number, input: DecisionInput, now: Date): Promise<HandlerResult<WalletRequest>> {
  const request = await findRequest(db, id);
  if (!request || request.kind !== input.kind || (input.memberId !== undefined && request.memberId !== input.memberId)) {
    return fail('request_not_found');
  }
  if (request.status !== 'pending') return fail('request_not_pending');
  const member = await findMemberById(db, request.memberId);
  if (!member) return fail('request_not_found');
  const decimals = decimalsFor(member);
  const holder = { memberId: request.memberId, currency: request.currency };
  // A deposit a bonus waits for: the decision grants or cancels it, in the same transaction.
  const bonus = request.kind === 'deposit' ? await pendingDepositBonus(db, request.id) : undefined;

  let decided: RequestRow | undefined;
  const result = await postEntry<WalletRequest>(db, {
    kind: `${request.kind}_${input.decision}`,
    idempotencyKey: `wallet-request:${request.id}:decision`,
    fingerprint: fingerprintOf({ id: request.id, decision: input.decision, reason: input.reason }),
    currency: request.currency,
    memberId: request.memberId,
    lines: decisionLines(request.kind, input.decision, holder, request.amountMinor),
    meta: { requestId: request.id, reason: input.reason },
    ...(bonus ? { lock: memberMoneyLocks({ id: bonus.memberId, currency: bonus.currency }) } : {}),
    within: async (tx, posted) => {
      decided = await markDecided(tx, { id: request.id, status: input.decision, reason: input.reason, entryId: posted.entryId, now });
      if (!decided) throw new Refusal('request_not_pending');
      if (request.kind === 'deposit') await settleDepositBonus(tx, request.id, input.decision === 'approved', now);
    },
    answer: async (_posted, tx) => toWalletRequest(decided!, decimals, await balanceOf(tx, memberMain(holder.memberId, holder.currency))),
  });
  // The other decider got there first: a conflict (another decision) or a replay (the same one) both mean "already decided".
  if (!result.ok) return fail(result.msg === 'idempotency_conflict' ? 'request_not_pending' : result.msg);
  if (result.replayed) return fail('request_not_pending');
  return ok(result.answer);
}
