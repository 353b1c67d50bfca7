import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema-ledger';
import { accountKey, resolveAccountIds, type AccountRef } from './accounts';
import { isCheckViolation, isRetryable, isUniqueViolation } from './pg-errors';

/** One side of a movement: positive credits the account, negative debits it. */
export type Line = { account: AccountRef; amount: bigint };

export type Posted = {
  entryId: number;
  /** An account's balance right after this entry (only accounts named in its lines). */
  balanceAfter(account: AccountRef): bigint;
};

export type EntryInput<A> = {
  kind: string;
  /** Unique forever: a second request with this key is a replay (same fingerprint) or a conflict. */
  idempotencyKey: string;
  /** fingerprintOf(the request's values) */
  fingerprint: string;
  currency: string;
  memberId: number | null;
  /** Must sum to zero. Empty records an event that moves no money (a zero win, a void marker). */
  lines: Line[];
  meta?: Record<string, unknown>;
  /** The answer kept with the entry and returned again on every replay; `tx` sees the entry's own writes. */
  answer?: (posted: Posted, tx: Database) => A | Promise<A>;
  /**
   * Writes that must commit or fail together with the money (a round's state). Throw
   * `new Refusal(msg)` to abort the whole entry with a clean business answer.
   */
  within?: (tx: Database, posted: Posted) => Promise<void>;
};

export type ExistingEntry = {
  id: number;
  kind: string;
  fingerprint: string;
  answer: unknown;
  meta: Record<string, unknown>;
};

export type PostResult<A> =
  | { ok: true; replayed: boolean; entryId: number; answer: A }
  | { ok: false; msg: 'insufficient_balance' | 'idempotency_conflict' | (string & {}); existing?: ExistingEntry };

/** A business refusal raised inside the posting transaction; it rolls everything back. */
export class Refusal extends Error {
  constructor(readonly msg: string) {
    super(msg);
    this.name = 'Refusal';
  }
}

const MAX_ATTEMPTS = 5;

/**
 * Posts one journal entry in one short transaction: the entry first (its unique idempotency key
 * turns a concurrent duplicate into a wait and then a clean failure), then each account's
 * `balance = balance + amount` in account-id order (one lock order for everyone: no deadlock
 * between two entries), guarded by the CHECK that keeps member balances ≥ 0, then the postings.
 * The database does all the locking; serialization failures and deadlocks are retried.
 */
export async function postEntry<A = null>(db: Database, input: EntryInput<A>): Promise<PostResult<A>> {
  const lines = input.lines.filter((l) => l.amount !== 0n);
  assertBalanced(input.currency, lines);

  const earlier = await findEntry(db, input.idempotencyKey);
  if (earlier) return answerFromExisting<A>(earlier, input.fingerprint);

  const ids = await resolveAccountIds(
    db,
    lines.map((l) => l.account),
  );
  // Net movement per account, applied in ascending id order.
  const net = new Map<number, bigint>();
  for (const line of lines) {
    const id = ids.get(accountKey(line.account))!;
    net.set(id, (net.get(id) ?? 0n) + line.amount);
  }
  const order = [...net.keys()].sort((a, b) => a - b);

  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({
            kind: input.kind,
            memberId: input.memberId,
            currency: input.currency,
            idempotencyKey: input.idempotencyKey,
            requestFingerprint: input.fingerprint,
            meta: input.meta ?? {},
          })
          .returning({ id: journalEntries.id });
        const entryId = entry!.id;

        const after = new Map<number, bigint>();
        for (const accountId of order) {
          const [row] = await tx
            .update(ledgerAccounts)
            .set({ balance: sql`${ledgerAccounts.balance} + ${net.get(accountId)!.toString()}::bigint` })
            .where(eq(ledgerAccounts.id, accountId))
            .returning({ balance: ledgerAccounts.balance });
          after.set(accountId, row!.balance);
        }
        if (lines.length > 0) {
          await tx.insert(postings).values(lines.map((l) => ({ entryId, accountId: ids.get(accountKey(l.account))!, amount: l.amount })));
        }

        const posted: Posted = {
          entryId,
          balanceAfter(account) {
            const balance = after.get(ids.get(accountKey(account)) ?? -1);
            if (balance === undefined) throw new Error(`account ${accountKey(account)} is not part of this entry`);
            return balance;
          },
        };
        const txDb = tx as unknown as Database;
        await input.within?.(txDb, posted);
        const answer = (input.answer ? await input.answer(posted, txDb) : null) as A;
        await tx.update(journalEntries).set({ answer }).where(eq(journalEntries.id, entryId));
        return { ok: true as const, replayed: false, entryId, answer };
      });
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, msg: error.msg };
      if (isCheckViolation(error, 'ledger_accounts_balance_check')) return { ok: false, msg: 'insufficient_balance' };
      if (isUniqueViolation(error, 'journal_entries_idempotency_key_key')) {
        // A concurrent request with the same key committed first: answer as a replay of it.
        const existing = await findEntry(db, input.idempotencyKey);
        if (existing) return answerFromExisting<A>(existing, input.fingerprint);
      }
      if (attempt < MAX_ATTEMPTS && isRetryable(error)) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
        continue;
      }
      throw error;
    }
  }
}

/** The entry stored under an idempotency key, if any. */
export async function findEntry(db: Database, idempotencyKey: string): Promise<ExistingEntry | undefined> {
  const [row] = await db
    .select({
      id: journalEntries.id,
      kind: journalEntries.kind,
      fingerprint: journalEntries.requestFingerprint,
      answer: journalEntries.answer,
      meta: journalEntries.meta,
    })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

function answerFromExisting<A>(existing: ExistingEntry, fingerprint: string): PostResult<A> {
  if (existing.fingerprint !== fingerprint) return { ok: false, msg: 'idempotency_conflict', existing };
  return { ok: true, replayed: true, entryId: existing.id, answer: existing.answer as A };
}

/** Programming errors, caught before anything is written. */
function assertBalanced(currency: string, lines: Line[]): void {
  let sum = 0n;
  for (const line of lines) {
    if (line.account.currency !== currency) {
      throw new Error(`ledger: a ${line.account.currency} account in a ${currency} entry`);
    }
    sum += line.amount;
  }
  if (sum !== 0n) throw new Error(`ledger: lines sum to ${sum}, not 0`);
}
