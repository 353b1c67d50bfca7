import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { rebateClaims } from '../../../db/schema-wallet';
import { formatMinor, formatRate } from '../../ledger';
import { DONE_STATUS, type HistorySource } from '../query';

/** Rebate history: the member's claims, with the turnover and rate each paid for. */
export const rebateHistory: HistorySource = async (db, q) => {
  const where = and(eq(rebateClaims.memberId, q.memberId), gte(rebateClaims.claimedAt, q.start), lt(rebateClaims.claimedAt, q.end)) as SQL;
  const [total, rows] = await Promise.all([
    db.$count(rebateClaims, where),
    db
      .select()
      .from(rebateClaims)
      .where(where)
      .orderBy(desc(rebateClaims.claimedAt), desc(rebateClaims.id))
      .limit(q.limit)
      .offset(q.offset),
  ]);
  return {
    total,
    rows: rows.map((claim) => ({
      id: String(claim.id),
      createdAt: claim.claimedAt.toISOString(),
      amount: formatMinor(claim.amountMinor, q.decimals),
      status: DONE_STATUS,
      description: `${formatRate(claim.rateBp)}% × ${formatMinor(claim.turnoverMinor, q.decimals)}`,
      extra: {
        turnover: formatMinor(claim.turnoverMinor, q.decimals),
        rate: formatRate(claim.rateBp),
        since: claim.since ? claim.since.toISOString() : '',
      },
    })),
  };
};
