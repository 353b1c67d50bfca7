import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection';

/**
 * The ledger's invariants, checked over the whole database with plain SQL (the same queries on
 * PGlite and PostgreSQL). Each check answers a few offending rows, so a failure says where.
 */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type Violation = { check: string; rows: unknown[] };

const CHECKS: { check: string; query: SQL }[] = [
  {
    check: "a journal entry's postings do not sum to zero",
    query: sql`select entry_id, sum(amount)::text as sum from postings group by entry_id having sum(amount) <> 0 limit 5`,
  },
  {
    check: 'the accounts of a currency do not sum to zero',
    query: sql`select currency, sum(balance)::text as sum from ledger_accounts group by currency having sum(balance) <> 0`,
  },
  {
    check: 'a stored balance differs from the sum of its postings',
    query: sql`select a.id, a.kind, a.member_id, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as postings
               from ledger_accounts a left join postings p on p.account_id = a.id
               group by a.id having a.balance <> coalesce(sum(p.amount), 0) limit 5`,
  },
  {
    check: 'an entry has two postings on one account',
    query: sql`select entry_id, account_id, count(*)::int as n from postings group by entry_id, account_id having count(*) > 1 limit 5`,
  },
  {
    check: 'a member balance is negative',
    query: sql`select id, kind, member_id, provider_id, balance::text as balance from ledger_accounts
               where kind like 'member%' and balance < 0 limit 5`,
  },
  {
    check: "a posting's account is not in its entry's currency",
    query: sql`select p.id, p.entry_id, a.currency as account, e.currency as entry from postings p
               join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
               where a.currency <> e.currency limit 5`,
  },
  // The hot path's tables carry no foreign keys (platform/db/schema-ledger.ts): these are the keys' checks.
  {
    check: 'a posting points at a missing entry or account',
    query: sql`select p.id, p.entry_id, p.account_id from postings p
               where not exists (select 1 from journal_entries e where e.id = p.entry_id)
                  or not exists (select 1 from ledger_accounts a where a.id = p.account_id) limit 5`,
  },
  {
    check: 'a journal entry or game round points at a missing member',
    query: sql`select 'entry' as row, e.id::text as id, e.member_id from journal_entries e
               where e.member_id is not null and not exists (select 1 from members m where m.id = e.member_id)
               union all
               select 'round', r.provider_id || '/' || r.round_id, r.member_id from game_rounds r
               where not exists (select 1 from members m where m.id = r.member_id) limit 5`,
  },
];

export async function ledgerViolations(db: Database): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const { check, query } of CHECKS) {
    const offending = await rows(db, query);
    if (offending.length > 0) found.push({ check, rows: offending });
  }
  return found;
}

/** Throws with every violated invariant and a few offending rows each. */
export async function assertLedgerConsistent(db: Database, context = ''): Promise<void> {
  const found = await ledgerViolations(db);
  if (found.length === 0) return;
  const lines = found.map((v) => `  - ${v.check}: ${JSON.stringify(v.rows)}`);
  throw new Error(`ledger invariants violated${context ? ` (${context})` : ''}:\n${lines.join('\n')}`);
}

export type AccountRow = {
  id: number;
  kind: string;
  memberId: number | null;
  providerId: string | null;
  currency: string;
  balance: bigint;
};

/** Every account with its balance (bigint); a sharded house account is one account, its balance the sum of its shards. */
export async function accountBalances(db: Database): Promise<AccountRow[]> {
  const found = await rows<{
    id: string | number;
    kind: string;
    member_id: number | null;
    provider_id: string | null;
    currency: string;
    balance: string;
  }>(
    db,
    sql`select min(id) as id, kind, member_id, provider_id, currency, sum(balance)::text as balance from ledger_accounts
        group by kind, member_id, provider_id, currency order by min(id)`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    memberId: r.member_id,
    providerId: r.provider_id,
    currency: r.currency,
    balance: BigInt(r.balance),
  }));
}

/** `member_main|12|-|MYR`-style keys, as the reliability models name accounts. */
export function accountName(a: { kind: string; memberId: number | null; providerId: string | null; currency: string }): string {
  return `${a.kind}|${a.memberId ?? '-'}|${a.providerId ?? '-'}|${a.currency}`;
}
