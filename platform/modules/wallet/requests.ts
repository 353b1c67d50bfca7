import { and, eq } from 'drizzle-orm';
import type { WalletRequest } from '@/lib/contracts/wallet';
import type { Database } from '../../db/connection';
import { walletRequests, type WalletRequestStatus } from '../../db/schema-wallet';
import { formatMinor } from '../ledger';

/** Deposit and withdrawal requests as rows, and as the contract's answer. */
export type RequestRow = typeof walletRequests.$inferSelect;

export function toWalletRequest(row: RequestRow, decimals: number, balance: bigint): WalletRequest {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    amount: formatMinor(row.amountMinor, decimals),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    balance: formatMinor(balance, decimals),
  };
}

export async function findRequest(db: Database, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(walletRequests).where(eq(walletRequests.id, id)).limit(1);
  return row;
}

/**
 * Moves a request out of 'pending', only if it still is: under concurrency the second decider's
 * UPDATE waits for the first, re-reads the row and matches nothing. Undefined means "not pending".
 */
export async function markDecided(
  tx: Database,
  change: { id: number; status: Exclude<WalletRequestStatus, 'pending'>; reason: string; entryId: number; now: Date },
): Promise<RequestRow | undefined> {
  const [row] = await tx
    .update(walletRequests)
    .set({ status: change.status, reason: change.reason, decisionEntryId: change.entryId, decidedAt: change.now })
    .where(and(eq(walletRequests.id, change.id), eq(walletRequests.status, 'pending')))
    .returning();
  return row;
}
