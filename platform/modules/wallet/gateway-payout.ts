import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { gatewayPayments } from '../../db/schema-gateways';
import { findBankAccount } from '../members';
import type { PaymentGateways, PayoutStarted } from './gateway';
import { findRequest } from './requests';

/**
 * After an operator approves a withdrawal (its money already moved to house_withdrawals_paid), the
 * payout gateway for its currency, if any, is asked to pay the member's bank account; without one
 * the operator pays by hand, as before. Started once per request: the gateway_payments row (our
 * reference `wd_{id}`) is claimed before the gateway is called, so a second approval answer or a
 * retry finds it. A gateway that fails or throws leaves the row `failed` with its note for the
 * operator; it never undoes the approval. Answers what was recorded, or null when nothing was due.
 */
export async function payOutApprovedWithdrawal(
  db: Database,
  payments: PaymentGateways,
  requestId: number,
  now: Date,
): Promise<PayoutStarted | null> {
  const request = await findRequest(db, requestId);
  if (!request || request.kind !== 'withdrawal' || request.status !== 'approved' || request.bankAccountId === null) return null;
  const gateway = payments.payoutFor(request.currency);
  const bank = await findBankAccount(db, request.memberId, request.bankAccountId);
  if (!gateway || !bank) return null;
  const reference = `wd_${request.id}`;
  const claimed = await db
    .insert(gatewayPayments)
    .values({ requestId, direction: 'payout', gatewayId: gateway.id, reference, status: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ requestId: gatewayPayments.requestId });
  if (claimed.length === 0) return null;
  let started: PayoutStarted;
  try {
    started = await gateway.startPayout({
      requestId,
      memberId: request.memberId,
      currency: request.currency,
      amount: request.amountMinor,
      bank: { bankName: bank.bankName, accountName: bank.accountName, accountNumber: bank.accountNumber },
      now,
    });
  } catch (error) {
    started = { status: 'failed', reference, note: error instanceof Error ? error.message.slice(0, 200) : 'payout failed' };
  }
  const note = [started.reference === reference ? '' : `gateway reference ${started.reference}`, started.note ?? '']
    .filter(Boolean)
    .join('; ');
  await db.update(gatewayPayments).set({ status: started.status, note, updatedAt: now }).where(eq(gatewayPayments.requestId, requestId));
  return started;
}
