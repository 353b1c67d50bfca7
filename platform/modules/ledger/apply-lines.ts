import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ledgerAccounts, postings } from '../../db/schema-ledger';
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
 * then the postings. Answers each touched account's balance afterwards.
 */
export async function applyLines(tx: Database, entryId: number, lines: readonly Line[], ids: AccountIds): Promise<Map<number, bigint>> {
  const net = new Map<number, bigint>();
  for (const line of lines) {
    const id = idOf(ids, line.account);
    net.set(id, (net.get(id) ?? 0n) + line.amount);
  }
  const after = new Map<number, bigint>();
  for (const accountId of lockOrder(
    lines.map((l) => l.account),
    ids,
  )) {
    const [row] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${net.get(accountId)!.toString()}::bigint` })
      .where(eq(ledgerAccounts.id, accountId))
      .returning({ balance: ledgerAccounts.balance });
    after.set(accountId, row!.balance);
  }
  if (lines.length > 0) {
    await tx.insert(postings).values(lines.map((l) => ({ entryId, accountId: idOf(ids, l.account), amount: l.amount })));
  }
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
