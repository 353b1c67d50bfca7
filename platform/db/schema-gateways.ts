import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { walletRequests } from './schema-wallet';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Payment gateways (platform/modules/wallet/gateway.ts): what the platform asked a gateway to do
 * for a wallet request, and every confirmation a gateway sent. Money still only moves through the
 * ledger; these rows tie a gateway's reference to the request it pays.
 */

export type GatewayPaymentDirection = 'deposit' | 'payout';
/**
 * deposit: pending (waiting for the gateway's confirmation), credited, failed (the gateway said the
 * payment failed), expired (nobody paid in time; a late success still credits), disputed (the
 * gateway confirmed another amount or currency: an operator decides). payout: paid, pending, failed.
 */
export type GatewayPaymentStatus = 'pending' | 'credited' | 'failed' | 'expired' | 'disputed' | 'paid';

/** One row per wallet request a gateway carries: an asynchronous deposit, or a withdrawal's payout. */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => walletRequests.id),
    direction: text('direction').$type<GatewayPaymentDirection>().notNull(),
    gatewayId: text('gateway_id').notNull(),
    /** The reference the gateway's confirmation names (ours for a deposit, the gateway's for a payout). */
    reference: text('reference').notNull(),
    status: text('status').$type<GatewayPaymentStatus>().notNull(),
    /** A pending deposit's deadline: after it the request is closed for the member (a late success still credits). */
    expiresAt: tstz('expires_at'),
    /** Why it is failed or disputed, as the gateway or the check said it. */
    note: text('note').notNull().default(''),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    unique('gateway_payments_reference_key').on(t.gatewayId, t.reference),
    check('gateway_payments_direction_check', sql`${t.direction} in ('deposit', 'payout')`),
    check('gateway_payments_status_check', sql`${t.status} in ('pending', 'credited', 'failed', 'expired', 'disputed', 'paid')`),
    // The expiry sweep reads only deposits still waiting.
    index('gateway_payments_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending' and ${t.direction} = 'deposit'`),
  ],
);

/**
 * Every authentic (signed, fresh, well-formed) confirmation a gateway sent, and what the platform
 * did with it: the trail an operator reconciles the gateway's statement against, unknown
 * references and refused ones included. Forged or stale ones never get here (they are not the
 * gateway's word).
 */
export const gatewayConfirmations = pgTable(
  'gateway_confirmations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gatewayId: text('gateway_id').notNull(),
    reference: text('reference').notNull(),
    /** What the gateway said: succeeded or failed. */
    status: text('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** What the platform did: credited, credited_late, replayed, already_decided, closed, failed, not_found, mismatch. */
    outcome: text('outcome').notNull(),
    requestId: integer('request_id'),
    receivedAt: tstz('received_at').notNull(),
  },
  (t) => [index('gateway_confirmations_reference_idx').on(t.gatewayId, t.reference)],
);
