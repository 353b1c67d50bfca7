import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { TimelineSummary } from '@/lib/contracts/timeline';
import type { Database } from '../../db/connection';
import { walletRequests } from '../../db/schema-wallet';
import { formatMinor } from '../ledger';

/**
 * Net deposits of the period: approved deposits − approved withdrawals, each counted on the day it
 * was asked for (the day its timeline line shows). Pending, rejected and cancelled requests moved
 * no money for good, so they count for nothing.
 */
export async function netDeposits(
  db: Database,
  q: { memberId: number; start: Date; end: Date; decimals: number },
): Promise<TimelineSummary> {
  const rows = await db
    .select({ kind: walletRequests.kind, total: sql<string>`coalesce(sum(${walletRequests.amountMinor}), 0)::text` })
    .from(walletRequests)
    .where(
      and(
        eq(walletRequests.memberId, q.memberId),
        inArray(walletRequests.kind, ['deposit', 'withdrawal']),
        gte(walletRequests.createdAt, q.start),
        lt(walletRequests.createdAt, q.end),
        eq(walletRequests.status, 'approved'),
      ) as SQL,
    )
    .groupBy(walletRequests.kind);
  const total = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.total ?? '0');
  const [deposits, withdrawals] = [total('deposit'), total('withdrawal')];
  return {
    deposits: formatMinor(deposits, q.decimals),
    withdrawals: formatMinor(withdrawals, q.decimals),
    net: formatMinor(deposits - withdrawals, q.decimals),
  };
}
