import type { WalletRequest } from '@/lib/contracts/wallet';
import type { Database } from '../../db/connection';
import { walletRequests, type WalletRequestMethod, type WalletRequestStatus } from '../../db/schema-wallet';
import { fail, ok, type HandlerResult } from '../../endpoints/result';
import { and, eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { balanceOf, fingerprintOf, memberMain, postEntry, Refusal, type AccountRef, type Line } from '../ledger';
import type { RequestKind } from './movements';
import { toWalletRequest, type RequestRow } from './requests';

export type NewRequest = {
  kind: RequestKind;
  method: WalletRequestMethod;
  status: WalletRequestStatus;
  amount: bigint;
  idempotencyKey: string;
  gatewayId?: string;
  operatorBankId?: number;
  bankAccountId?: number;
  receiptKey?: string;
  /** The money that moves on creation: a gateway credit, a withdrawal hold, or nothing (a pending bank deposit). */
  lines: Line[];
  /** The journal entry's kind. */
  entryKind: string;
  /** Refuse (too_many_pending_deposits) when the member already has this many pending deposits. */
  maxPendingDeposits?: number;
  /** Accounts to lock first (the member's cash and bonus rows, when a bonus step rides along). */
  lock?: AccountRef[];
  /** A step that commits with the request (a deposit's bonus claim, a withdrawal's bonus forfeit). */
  alongside?: (tx: Database, created: RequestRow) => Promise<void>;
  /** Asked first inside the transaction; throws a Refusal to refuse the request (deposit guards). */
  guard?: (tx: Database) => Promise<void>;
};

/**
 * Records a deposit or withdrawal and moves its money in one journal entry, so the request and
 * the money commit together. Deposits and withdrawals share one key space per member: a client
 * key is one request, and reusing it for another (or with other values) is idempotency_conflict.
 * A replay answers what the first call answered.
 */
export async function createRequest(
  db: Database,
  member: { id: number; currency: string },
  decimals: number,
  now: Date,
  request: NewRequest,
): Promise<HandlerResult<WalletRequest>> {
  const { lines, entryKind, idempotencyKey, maxPendingDeposits, lock, alongside, guard, ...values } = request;
  let created: RequestRow | undefined;
  const result = await postEntry<WalletRequest>(db, {
    kind: entryKind,
    idempotencyKey: `wallet-request:${member.id}:${idempotencyKey}`,
    fingerprint: fingerprintOf(values),
    currency: member.currency,
    memberId: member.id,
    lines,
    meta: { kind: request.kind, method: request.method },
    ...(lock ? { lock } : {}),
    within: async (tx, posted) => {
      if (guard) await guard(tx);
      if (maxPendingDeposits !== undefined) {
        // The member's row lock makes count-then-insert one step: parallel deposits queue here. NO KEY
        // UPDATE, because this entry's journal row already holds a KEY SHARE lock on it (its foreign key).
        await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('no key update');
        const pending = await tx.$count(
          walletRequests,
          and(eq(walletRequests.memberId, member.id), eq(walletRequests.kind, 'deposit'), eq(walletRequests.status, 'pending')),
        );
        if (pending >= maxPendingDeposits) throw new Refusal('too_many_pending_deposits');
      }
      [created] = await tx
        .insert(walletRequests)
        .values({
          ...values,
          amountMinor: request.amount,
          memberId: member.id,
          currency: member.currency,
          idempotencyKey,
          entryId: posted.entryId,
          createdAt: now,
          decidedAt: request.status === 'pending' ? null : now,
        })
        .returning();
      if (alongside) await alongside(tx, created!);
    },
    answer: async (_posted, tx) => toWalletRequest(created!, decimals, await balanceOf(tx, memberMain(member.id, member.currency))),
  });
  if (result.ok) return ok(result.answer);
  if (result.msg === 'too_many_pending_deposits') return fail(result.msg, { output: { max: maxPendingDeposits } });
  return fail(result.msg, result.output === undefined ? {} : { output: result.output });
}
