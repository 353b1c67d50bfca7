import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import { gatewayPayments } from '../../db/schema-gateways';
import { walletRequests } from '../../db/schema-wallet';
import { settleDepositBonus } from '../promotions';
import { EXPIRED_REASON } from './gateway-confirm';

/**
 * Closes gateway deposits nobody paid by their deadline (GATEWAY_DEPOSIT_MINUTES): the request is
 * cancelled with reason `gateway_expired` (nothing had moved), its waiting bonus cancelled, so it
 * no longer counts against the member's pending deposits. Closed for the member, not for the
 * gateway: a late confirmation that the money came still credits it (gateway-confirm.ts).
 * Each deposit in its own short transaction; how many it closed.
 */
export async function expireGatewayDeposits(db: Database, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select({ requestId: gatewayPayments.requestId })
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.status, 'pending'), eq(gatewayPayments.direction, 'deposit'), lte(gatewayPayments.expiresAt, now)))
    .limit(limit);
  let closed = 0;
  for (const { requestId } of due) {
    const expired = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(walletRequests)
        .set({ status: 'cancelled', reason: EXPIRED_REASON, decidedAt: now })
        .where(and(eq(walletRequests.id, requestId), eq(walletRequests.status, 'pending')))
        .returning({ id: walletRequests.id });
      // Decided meanwhile (credited, rejected): its payment row says so already, or an operator's decision stands.
      await tx
        .update(gatewayPayments)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(gatewayPayments.requestId, requestId), eq(gatewayPayments.status, 'pending')));
      if (row) await settleDepositBonus(tx, requestId, false, now);
      return Boolean(row);
    });
    if (expired) closed += 1;
  }
  return closed;
}

/** Sweeps every `intervalMs` (one at a time); stop() waits for a sweep under way. */
export function startGatewayExpirySweeps(deps: { db: Database; clock: () => Date; intervalMs: number; log: FastifyBaseLogger }) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = expireGatewayDeposits(deps.db, deps.clock())
      .then(
        (closed) => {
          if (closed > 0) deps.log.info({ closed }, 'gateway deposit expiry sweep');
        },
        (error: unknown) => deps.log.error({ err: error }, 'gateway deposit expiry sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  }, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
