import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { gatewayConfirmations, gatewayPayments } from '../../db/schema-gateways';
import { walletRequests } from '../../db/schema-wallet';
import type { MemberPublisher } from '../../endpoints/context';
import type { GatewayConfirmationRouter } from '../../endpoints/gateway-confirmations';
import type { CallbackReply } from '../../endpoints/provider-callbacks';
import { decimalsFor, fingerprintOf, formatMinor, memberMoneyLocks, postEntry, Refusal } from '../ledger';
import { pendingDepositBonus, settleDepositBonus } from '../promotions';
import type { Confirmation, PaymentGateways } from './gateway';
import { depositCredit } from './movements';

/**
 * What a gateway's confirmation does to the deposit it names. The rules, whatever the adapter:
 *
 * - Forged, stale or unreadable (the adapter's parseConfirmation refuses it): 401 / 400, nothing is
 *   read or recorded. Every other answer is 200: the gateway retries until it gets a 2xx, and
 *   retrying a confirmation the platform has read cannot change what it decided.
 * - Succeeded: credits the pending request EXACTLY ONCE — one journal entry under the key
 *   `gateway:{id}:deposit:{reference}` (a replay finds it and moves nothing) whose transaction
 *   also moves the request out of pending by a conditional UPDATE (so an operator's approval and
 *   the gateway's confirmation racing each other credit once between them).
 * - Late: a request that closed because nobody paid in time (expired) is still credited when the
 *   gateway says the money came: the member paid, and refusing would leave their money at the
 *   gateway for a refund by hand. A request a person closed (an operator rejected it) is not
 *   reopened: answered `deposit_closed`, recorded for the operator to refund at the gateway.
 * - Unknown reference: acknowledged (200 `deposit_not_found`) and recorded, never retried for: a
 *   gateway whose webhook keeps failing retries for days and may switch the endpoint off, taking
 *   every other confirmation with it; the trail (gateway_confirmations) is what an operator reconciles.
 * - Another amount or currency than the request's: nothing is credited, the payment is marked
 *   disputed and the request stays as it is for an operator to decide (approve, reject, adjust).
 * - Failed: the pending request is rejected (reason `gateway_failed`), its waiting bonus cancelled.
 *
 * Every read confirmation is recorded in gateway_confirmations with its outcome. The member hears
 * a credit or a failure at once (`balance-changed`, `wallet-request-decided`).
 */
export function gatewayConfirmationRouter(deps: {
  db: Database;
  payments: PaymentGateways;
  realtime: MemberPublisher;
  clock: () => Date;
}): GatewayConfirmationRouter {
  return {
    async answer(gatewayId, confirmation) {
      const gateway = deps.payments.byId(gatewayId);
      if (!gateway) return null;
      const now = deps.clock();
      const parsed = gateway.parseConfirmation(confirmation.body, confirmation.headers, now);
      if ('refuse' in parsed) return reply(parsed.refuse.httpStatus, false, parsed.refuse.msg);
      const outcome = await applyConfirmation(deps.db, gateway.id, parsed, now);
      await recordConfirmation(deps.db, gateway.id, parsed, outcome, now);
      tellMember(deps.realtime, outcome);
      return reply(200, outcome.credited, outcome.msg);
    },
  };
}

export type ConfirmationOutcome = {
  /** Recorded in gateway_confirmations.outcome. */
  outcome: 'credited' | 'credited_late' | 'replayed' | 'already_decided' | 'closed' | 'failed' | 'not_found' | 'mismatch';
  /** The answer's message to the gateway. */
  msg: string;
  credited: boolean;
  requestId?: number;
  /** Set when the member is to hear of it now. */
  decided?: { memberId: number; status: 'approved' | 'rejected'; amount: string };
};

type PendingDeposit = {
  requestId: number;
  memberId: number;
  amountMinor: bigint;
  currency: string;
  requestStatus: string;
  paymentStatus: string;
};

/** Applies one authentic confirmation to the deposit it names. */
export async function applyConfirmation(
  db: Database,
  gatewayId: string,
  confirmation: Confirmation,
  now: Date,
): Promise<ConfirmationOutcome> {
  const deposit = await findDeposit(db, gatewayId, confirmation.reference);
  if (!deposit) return { outcome: 'not_found', msg: 'deposit_not_found', credited: false };
  const requestId = deposit.requestId;
  if (confirmation.status === 'failed') return failDeposit(db, deposit, now);
  if (confirmation.amount !== deposit.amountMinor || confirmation.currency !== deposit.currency) {
    await db
      .update(gatewayPayments)
      .set({ status: 'disputed', note: `confirmed ${confirmation.amount} ${confirmation.currency}`, updatedAt: now })
      .where(
        and(eq(gatewayPayments.requestId, requestId), or(eq(gatewayPayments.status, 'pending'), eq(gatewayPayments.status, 'expired'))),
      );
    return { outcome: 'mismatch', msg: 'amount_mismatch', credited: false, requestId };
  }
  return creditDeposit(db, gatewayId, confirmation.reference, deposit, now);
}

async function findDeposit(db: Database, gatewayId: string, reference: string): Promise<PendingDeposit | undefined> {
  const [row] = await db
    .select({
      requestId: walletRequests.id,
      memberId: walletRequests.memberId,
      amountMinor: walletRequests.amountMinor,
      currency: walletRequests.currency,
      requestStatus: walletRequests.status,
      paymentStatus: gatewayPayments.status,
    })
    .from(gatewayPayments)
    .innerJoin(walletRequests, eq(walletRequests.id, gatewayPayments.requestId))
    .where(
      and(eq(gatewayPayments.gatewayId, gatewayId), eq(gatewayPayments.reference, reference), eq(gatewayPayments.direction, 'deposit')),
    )
    .limit(1);
  return row;
}

/** The one credit: its entry's key is the gateway's reference, its transaction moves the request out of pending (or expired). */
async function creditDeposit(
  db: Database,
  gatewayId: string,
  reference: string,
  deposit: PendingDeposit,
  now: Date,
): Promise<ConfirmationOutcome> {
  const { requestId, memberId, currency, amountMinor } = deposit;
  const bonus = await pendingDepositBonus(db, requestId);
  let late = false;
  const result = await postEntry<{ late: boolean }>(db, {
    kind: 'deposit_confirmed',
    idempotencyKey: `gateway:${gatewayId}:deposit:${reference}`,
    fingerprint: fingerprintOf({ requestId, amount: amountMinor, currency }),
    currency,
    memberId,
    lines: depositCredit({ memberId, currency }, amountMinor),
    meta: { requestId, gatewayId, reference },
    ...(bonus ? { lock: memberMoneyLocks({ id: memberId, currency }) } : {}),
    within: async (tx, posted) => {
      const [credited] = await tx
        .update(walletRequests)
        .set({ status: 'approved', reason: '', decisionEntryId: posted.entryId, decidedAt: now })
        .where(
          and(
            eq(walletRequests.id, requestId),
            // Pending, or closed by its deadline only (EXPIRED_REASON): a late payment still counts.
            or(
              eq(walletRequests.status, 'pending'),
              and(eq(walletRequests.status, 'cancelled'), eq(walletRequests.reason, EXPIRED_REASON)),
            ),
          ),
        )
        .returning({ status: walletRequests.status });
      if (!credited) throw new Refusal('deposit_closed');
      late = deposit.requestStatus === 'cancelled';
      await tx
        .update(gatewayPayments)
        .set({ status: 'credited', note: '', updatedAt: now })
        .where(eq(gatewayPayments.requestId, requestId));
      await settleDepositBonus(tx, requestId, true, now);
    },
    answer: () => ({ late }),
  });
  if (!result.ok) {
    // Closed by a person (an operator's rejection) or already credited another way (an operator's approval).
    const status = await requestStatus(db, requestId);
    if (status === 'approved') return { outcome: 'already_decided', msg: 'already_credited', credited: true, requestId };
    return { outcome: 'closed', msg: 'deposit_closed', credited: false, requestId };
  }
  if (result.replayed) return { outcome: 'replayed', msg: 'already_credited', credited: true, requestId };
  const amount = formatMinor(amountMinor, decimalsFor({ currency }));
  return {
    outcome: result.answer.late ? 'credited_late' : 'credited',
    msg: 'credited',
    credited: true,
    requestId,
    decided: { memberId, status: 'approved', amount },
  };
}

/** The gateway says the payment failed: a pending request is rejected (nothing had moved), its waiting bonus cancelled. */
async function failDeposit(db: Database, deposit: PendingDeposit, now: Date): Promise<ConfirmationOutcome> {
  const { requestId } = deposit;
  const failed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(walletRequests)
      .set({ status: 'rejected', reason: FAILED_REASON, decidedAt: now })
      .where(and(eq(walletRequests.id, requestId), eq(walletRequests.status, 'pending')))
      .returning({ id: walletRequests.id });
    if (!row) return false;
    await tx.update(gatewayPayments).set({ status: 'failed', updatedAt: now }).where(eq(gatewayPayments.requestId, requestId));
    await settleDepositBonus(tx, requestId, false, now);
    return true;
  });
  if (!failed) return { outcome: 'already_decided', msg: 'already_decided', credited: false, requestId };
  const amount = formatMinor(deposit.amountMinor, decimalsFor({ currency: deposit.currency }));
  return {
    outcome: 'failed',
    msg: 'failed',
    credited: false,
    requestId,
    decided: { memberId: deposit.memberId, status: 'rejected', amount },
  };
}

/** wallet_requests.reason of a gateway deposit closed by its deadline, and of one its gateway failed. */
export const EXPIRED_REASON = 'gateway_expired';
export const FAILED_REASON = 'gateway_failed';

async function requestStatus(db: Database, requestId: number): Promise<string | undefined> {
  const [row] = await db.select({ status: walletRequests.status }).from(walletRequests).where(eq(walletRequests.id, requestId));
  return row?.status;
}

async function recordConfirmation(db: Database, gatewayId: string, confirmation: Confirmation, outcome: ConfirmationOutcome, now: Date) {
  await db.insert(gatewayConfirmations).values({
    gatewayId,
    // Bounded by the adapter's parser; kept whole so the trail matches the gateway's statement.
    reference: confirmation.reference,
    status: confirmation.status,
    amountMinor: confirmation.amount,
    currency: confirmation.currency,
    outcome: outcome.outcome,
    requestId: outcome.requestId ?? null,
    receivedAt: now,
  });
}

function tellMember(realtime: MemberPublisher, outcome: ConfirmationOutcome): void {
  if (!outcome.decided || outcome.requestId === undefined) return;
  const { memberId, status, amount } = outcome.decided;
  realtime.publishToMember(memberId, 'wallet-request-decided', { requestId: outcome.requestId, kind: 'deposit', status, amount });
  if (status === 'approved') realtime.publishToMember(memberId, 'balance-changed', { reason: 'deposit' });
}

function reply(statusCode: number, status: boolean, msg: string): CallbackReply {
  return { statusCode, body: { status, msg } };
}
