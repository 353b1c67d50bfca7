import { createHash } from 'node:crypto';
import type { Database } from '../../db/connection';
import { gatewayPayments } from '../../db/schema-gateways';
import { fail, ok, type HandlerResult } from '../../endpoints/result';
import type { NewRequest } from './create-request';
import type { DepositStarted, PaymentGateways } from './gateway';
import { depositCredit } from './movements';
import type { RequestRow } from './requests';

export type GatewayDeposit = {
  /** What createRequest makes: born approved with its credit (instant), or pending with its gateway row (async). */
  request: NewRequest;
  /** What the member does next for a pending one (pay at the gateway), to answer with the request. */
  started: DepositStarted;
};

/**
 * The gateway half of wallet/deposit: asks the gateway to start the payment and turns its answer
 * into the request. Instant: credited in the request's own entry (house_deposits → main), as the
 * demo always did. Asynchronous: a pending request that moves nothing, plus a gateway_payments row
 * (reference, deadline) committed with it; the gateway's confirmation credits it (gateway-confirm.ts).
 * The member's deposit guards run when the request is made, either way (deposit-guards.ts).
 */
export async function gatewayDeposit(
  payments: PaymentGateways,
  input: { gatewayId: string; idempotencyKey: string },
  member: { id: number; currency: string },
  amount: bigint,
  options: { now: Date; pendingMinutes: number; maxPendingDeposits: number },
): Promise<HandlerResult<GatewayDeposit>> {
  const gateway = payments.byId(input.gatewayId);
  if (!gateway || !gateway.currencies.includes(member.currency)) return fail('gateway_not_found');
  const reference = depositReference(member.id, input.idempotencyKey);
  let started: DepositStarted;
  try {
    started = await gateway.startDeposit({ reference, memberId: member.id, currency: member.currency, amount, now: options.now });
  } catch {
    // The gateway is down or refused to start: nothing was made, the member may try again.
    return fail('gateway_unavailable');
  }
  const common = { kind: 'deposit', method: 'gateway', amount, gatewayId: gateway.id, idempotencyKey: input.idempotencyKey } as const;
  if (started.outcome === 'credited') {
    return ok({
      started,
      request: {
        ...common,
        status: 'approved',
        lines: depositCredit({ memberId: member.id, currency: member.currency }, amount),
        entryKind: 'deposit',
      },
    });
  }
  const expiresAt = new Date(options.now.getTime() + options.pendingMinutes * 60_000);
  return ok({
    started,
    request: {
      ...common,
      status: 'pending',
      lines: [],
      entryKind: 'deposit_request',
      maxPendingDeposits: options.maxPendingDeposits,
      alongside: (tx, created) => recordPendingDeposit(tx, created, gateway.id, reference, options.now, expiresAt),
    },
  });
}

/**
 * The platform's reference for a member's deposit: stable for their idempotency key (a replayed
 * request names the same payment), and unique per member. The gateway's confirmation names it.
 */
export function depositReference(memberId: number, idempotencyKey: string): string {
  return `dep_${createHash('sha256').update(`${memberId}:${idempotencyKey}`).digest('hex').slice(0, 32)}`;
}

async function recordPendingDeposit(tx: Database, created: RequestRow, gatewayId: string, reference: string, now: Date, expiresAt: Date) {
  await tx.insert(gatewayPayments).values({
    requestId: created.id,
    direction: 'deposit',
    gatewayId,
    reference,
    status: 'pending',
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
}

/** Both steps that commit with a request, in order (a pending gateway deposit's row and a deposit bonus's claim). */
export function bothAlongside(first: NewRequest['alongside'], second: NewRequest['alongside']): NewRequest['alongside'] {
  if (!first || !second) return first ?? second;
  return async (tx, created) => {
    await first(tx, created);
    await second(tx, created);
  };
}

/** What the answer to a pending gateway deposit adds: where the member goes to pay, or what to do. */
export function paymentStep(started: DepositStarted): { payment?: { redirectUrl?: string; instructions?: string } } {
  if (started.outcome !== 'pending' || (!started.redirectUrl && !started.instructions)) return {};
  return {
    payment: {
      ...(started.redirectUrl ? { redirectUrl: started.redirectUrl } : {}),
      ...(started.instructions ? { instructions: started.instructions } : {}),
    },
  };
}
