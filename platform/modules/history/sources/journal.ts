import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings } from '../../../db/schema-ledger';
import { formatMinor } from '../../ledger';
import { DONE_STATUS, type HistorySource } from '../query';

export type JournalRow = { id: number; kind: string; createdAt: Date; meta: Record<string, unknown>; amount: bigint };

/**
 * Histories read straight from the journal by entry kind (adjustment, transfer, promotion,
 * referral, vip). The amount is what the entry moved on the member's main wallet, signed.
 * Kinds without a producer yet simply return empty pages from the same query.
 */
export function journalHistory(
  kinds: readonly string[],
  describe: (row: JournalRow, names: Map<string, string>) => { description: string; extra: Record<string, string> },
  lookupNames?: (rows: JournalRow[]) => Promise<Map<string, string>>,
): HistorySource {
  return async (db, q) => {
    const where = and(
      eq(journalEntries.memberId, q.memberId),
      inArray(journalEntries.kind, [...kinds]),
      gte(journalEntries.createdAt, q.start),
      lt(journalEntries.createdAt, q.end),
    ) as SQL;
    // Spelled out qualified: in a one-table select drizzle renders journalEntries.id unqualified, which the subquery's own tables make ambiguous.
    const mainAmount = sql<string>`(
      select coalesce(sum(p.amount), 0) from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id
      where p.entry_id = ${journalEntries}.id and a.kind = 'member_main')::text`;
    const [total, page] = await Promise.all([
      db.$count(journalEntries, where),
      db
        .select({
          id: journalEntries.id,
          kind: journalEntries.kind,
          createdAt: journalEntries.createdAt,
          meta: journalEntries.meta,
          amount: mainAmount,
        })
        .from(journalEntries)
        .where(where)
        .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
        .limit(q.limit)
        .offset(q.offset),
    ]);
    const rows: JournalRow[] = page.map((r) => ({ ...r, amount: BigInt(r.amount) }));
    const names = lookupNames ? await lookupNames(rows) : new Map<string, string>();
    return {
      total,
      rows: rows.map((row) => ({
        id: String(row.id),
        createdAt: row.createdAt.toISOString(),
        amount: formatMinor(row.amount, q.decimals),
        status: DONE_STATUS,
        ...describe(row, names),
      })),
    };
  };
}
