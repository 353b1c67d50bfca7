import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ledgerAccounts } from '../../db/schema-ledger';
import { accountKey, isMemberKind, type AccountRef } from './accounts';

/** One side of a movement: positive credits the account, negative debits it. */
export type Line = { account: AccountRef; amount: bigint };

/** Account ids by accountKey(ref). */
export type AccountIds = Map<string, number>;

/**
 * The one order every transaction takes account rows in: the member's accounts first, then house
 * accounts, each by id. A bet that must read the member's cash and bonus before it knows its lines
 * locks those first; every other entry (wins, deposits, grants) locks in the same order, so two
 * entries never wait for each other in a circle.
 */
export function lockOrder(refs: readonly AccountRef[], ids: AccountIds): number[] {
  const member = new Set<number>();
  const houses = new Set<number>();
  for (const ref of refs) (isMemberKind(ref.kind) ? member : houses).add(idOf(ids, ref));
  const ascending = (set: Set<number>) => [...set].sort((a, b) => a - b);
  return [...ascending(member), ...ascending(houses).filter((id) => !member.has(id))];
}

export function idOf(ids: AccountIds, ref: AccountRef): number {
  const id = ids.get(accountKey(ref));
  if (id === undefined) throw new Error(`ledger account ${accountKey(ref)} was not resolved`);
  return id;
}

/**
 * Locks these accounts FOR UPDATE in the lock order and answers their balances: what a line
 * decided inside the transaction may rely on until it commits.
 */
export async function lockBalances(tx: Database, refs: readonly AccountRef[], ids: AccountIds): Promise<Map<number, bigint>> {
  const order = lockOrder(refs, ids);
  const balances = new Map<number, bigint>();
  if (order.length === 0) return balances;
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, order))
    // Rows are locked as the sort hands them over: member accounts first, then by id.
    .orderBy(sql`${ledgerAccounts.kind} like 'member%' desc`, ledgerAccounts.id)
    .for('update');
  for (const row of rows) balances.set(row.id, row.balance);
  return balances;
}

/**
 * `balance = balance + net` per account in the lock order (the CHECK refuses a member below zero),
 * then the postings: one statement, a chain of UPDATEs in data-modifying CTEs, each gated on the
 * one before it having run (`exists (select 1 from u{n-1})` is a one-time filter), so the rows are
 * still locked one after another in the lock order, in one round trip instead of one per account
 * plus one for the postings. Answers each touched account's balance afterwards.
 */
export async function applyLines(tx: Database, entryId: number, lines: readonly Line[], ids: AccountIds): Promise<Map<number, bigint>> {
  const after = new Map<number, bigint>();
  if (lines.length === 0) return after;
  const net = new Map<number, bigint>();
  for (const line of lines) {
    const id = idOf(ids, line.account);
    net.set(id, (net.get(id) ?? 0n) + line.amount);
  }
  const order = lockOrder(
    lines.map((l) => l.account),
    ids,
  );
  const step = (i: number) => sql.raw(`u${i}`);
  const updates = order.map(
    (accountId, i) =>
      sql`${step(i)} as (update ledger_accounts set balance = balance + ${net.get(accountId)!.toString()}::bigint
        where id = ${accountId}${i > 0 ? sql` and exists (select 1 from ${step(i - 1)})` : sql``} returning id, balance)`,
  );
  const values = sql.join(
    lines.map((l) => sql`(${idOf(ids, l.account)}::bigint, ${l.amount.toString()}::bigint)`),
    sql`, `,
  );
  const insertPostings = sql`p as (insert into postings (entry_id, account_id, amount)
    select ${entryId}::bigint, v.account_id, v.amount from (values ${values}) as v(account_id, amount)
    where exists (select 1 from ${step(order.length - 1)}))`;
  const balances = sql.join(
    order.map((_, i) => sql`select id::text as id, balance::text as balance from ${step(i)}`),
    sql` union all `,
  );
  const result = (await tx.execute(sql`with ${sql.join([...updates, insertPostings], sql`, `)} ${balances}`)) as unknown as {
    rows: { id: string; balance: string }[];
  };
  for (const row of result.rows) after.set(Number(row.id), BigInt(row.balance));
  if (after.size !== order.length) throw new Error(`ledger: ${order.length - after.size} of the entry's accounts were not updated`);
  return after;
}

/** Programming errors, caught before anything is written. */
export function assertBalanced(currency: string, lines: readonly Line[]): void {
  let sum = 0n;
  for (const line of lines) {
    if (line.account.currency !== currency) {
      throw new Error(`ledger: a ${line.account.currency} account in a ${currency} entry`);
    }
    sum += line.amount;
  }
  if (sum !== 0n) throw new Error(`ledger: lines sum to ${sum}, not 0`);
}

export const nonZero = (lines: readonly Line[]) => lines.filter((l) => l.amount !== 0n);
