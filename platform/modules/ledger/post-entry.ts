import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { journalEntries } from '../../db/schema-ledger';
import { accountKey, resolveAccountIds, type AccountRef } from './accounts';
import { applyLines, assertBalanced, idOf, lockBalances, nonZero, type AccountIds, type Line } from './apply-lines';
import { isCheckViolation, isRetryable, isUniqueViolation } from './pg-errors';

export type { Line } from './apply-lines';

export type Posted = {
  entryId: number;
  /** An account's balance right after this entry (only accounts named in its lines). */
  balanceAfter(account: AccountRef): bigint;
};

/** Balances of the accounts an entry locked when its transaction began (0 for an account never used). */
export type LockedBalances = { balanceOf(account: AccountRef): bigint };

/**
 * Lines decided inside the transaction, after the `lock` accounts are locked: a stake split between
 * cash and bonus from their balances, a win split by what its round staked. Everything it reads
 * through `tx` holds until the entry commits.
 */
export type LinesDecider = (tx: Database, locked: LockedBalances) => Promise<Line[]>;

export type EntryInput<A> = {
  kind: string;
  /** Unique forever: a second request with this key is a replay (same fingerprint) or a conflict. */
  idempotencyKey: string;
  /** fingerprintOf(the request's values) */
  fingerprint: string;
  currency: string;
  memberId: number | null;
  /** Must sum to zero. Empty records an event that moves no money (a zero win, a void marker). */
  lines: Line[] | LinesDecider;
  /**
   * Accounts locked FOR UPDATE as the transaction begins, in the one lock order (member accounts,
   * then house accounts, each by id); a lines decider gets their balances.
   */
  lock?: AccountRef[];
  /** Accounts a lines decider will most likely name: found (or created) before the transaction, like fixed lines' accounts. */
  accounts?: AccountRef[];
  meta?: Record<string, unknown>;
  /** Meta known only once the lines are decided (a stake's bonus share); written with the answer, replacing `meta`. */
  finalMeta?: () => Record<string, unknown>;
  /** The answer kept with the entry and returned again on every replay; `tx` sees the entry's own writes. */
  answer?: (posted: Posted, tx: Database) => A | Promise<A>;
  /**
   * The answer as a jsonb expression that the database evaluates in the statement that stores it,
   * after `within`: one round trip where an `answer` that reads a balance needs two. Used instead of `answer`.
   */
  answerSql?: (posted: Posted) => SQL;
  /**
   * Writes that must commit or fail together with the money (a round's state, a bonus's status,
   * further entries through postWithin). Throw `new Refusal(msg)` to abort the whole entry with a
   * clean business answer.
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
  | { ok: false; msg: 'insufficient_balance' | 'idempotency_conflict' | (string & {}); existing?: ExistingEntry; output?: unknown };

/** A business refusal raised inside the posting transaction; it rolls everything back. */
export class Refusal extends Error {
  constructor(
    readonly msg: string,
    /** What the refusal tells the caller besides its key (e.g. a limit), kept out of the message. */
    readonly output?: unknown,
  ) {
    super(msg);
    this.name = 'Refusal';
  }
}

const MAX_ATTEMPTS = 5;

/** Thrown inside the transaction when the entry's key is taken already: rolls back, then answers as a replay (or conflict). */
class KeyTaken extends Error {}

/**
 * Posts one journal entry in one short transaction: the entry first (`on conflict do nothing` on
 * its unique idempotency key: a concurrent duplicate waits for the first to commit and then finds
 * the key taken; a replay answers the stored answer), then the `lock` accounts, then each account's
 * `balance = balance + amount` in the one lock order (member accounts, then house accounts, each by
 * id: no deadlock between two entries) with the postings in the same statement, guarded by the CHECK
 * that keeps member balances ≥ 0. Account ids come from the process's cache (accounts are permanent),
 * so a fresh cash bet is five round trips: begin, entry, balances + postings, its round, answer + commit.
 * The database does all the locking; serialization failures and deadlocks are retried.
 */
export async function postEntry<A = null>(db: Database, input: EntryInput<A>): Promise<PostResult<A>> {
  const fixedLines = typeof input.lines === 'function' ? null : nonZero(input.lines);
  if (fixedLines) assertBalanced(input.currency, fixedLines);

  const known = [...(fixedLines ?? []).map((l) => l.account), ...(input.lock ?? []), ...(input.accounts ?? [])];
  const resolved = await resolveAccountIds(db, known);

  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const txDb = tx as unknown as Database;
        const entryId = await insertEntry(txDb, input);
        if (entryId === null) throw new KeyTaken();

        const ids: AccountIds = new Map(resolved);
        const held = await lockBalances(txDb, input.lock ?? [], ids);
        const lines = fixedLines ?? (await decideLines(txDb, input, held, ids));
        const after = await applyLines(txDb, entryId, lines, ids);

        const posted = postedOf(entryId, after, ids);
        await input.within?.(txDb, posted);
        const meta = input.finalMeta ? sql`, meta = ${JSON.stringify(input.finalMeta())}::jsonb` : sql``;
        if (input.answerSql) {
          const answer = await storeAnswerSql<A>(txDb, entryId, input.answerSql(posted), meta);
          return { ok: true as const, replayed: false, entryId, answer };
        }
        const answer = (input.answer ? await input.answer(posted, txDb) : null) as A;
        const stored = answer === null ? sql`null` : sql`${JSON.stringify(answer)}::jsonb`;
        await txDb.execute(sql`update journal_entries set answer = ${stored}${meta} where id = ${entryId}`);
        return { ok: true as const, replayed: false, entryId, answer };
      });
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, msg: error.msg, ...(error.output === undefined ? {} : { output: error.output }) };
      if (isCheckViolation(error, 'ledger_accounts_balance_check')) return { ok: false, msg: 'insufficient_balance' };
      if (error instanceof KeyTaken || isUniqueViolation(error, 'journal_entries_idempotency_key_key')) {
        // This key holds an entry already (a replay, or a concurrent request that committed first).
        const existing = await findEntry(db, input.idempotencyKey);
        if (existing) return answerFromExisting<A>(existing, input.fingerprint);
      }
      if (attempt < MAX_ATTEMPTS && (isRetryable(error) || error instanceof KeyTaken)) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
        continue;
      }
      throw error;
    }
  }
}

/** The entry's row, or null when its idempotency key holds an entry already. */
async function insertEntry<A>(tx: Database, input: EntryInput<A>): Promise<number | null> {
  const result = (await tx.execute(sql`
    insert into journal_entries (kind, member_id, currency, idempotency_key, request_fingerprint, meta)
    values (${input.kind}, ${input.memberId}, ${input.currency}, ${input.idempotencyKey}, ${input.fingerprint}, ${JSON.stringify(input.meta ?? {})}::jsonb)
    on conflict (idempotency_key) do nothing
    returning id::text as id`)) as unknown as { rows: { id: string }[] };
  const row = result.rows[0];
  return row ? Number(row.id) : null;
}

/** Stores the answer the database computes and returns it (jsonb: an object from node-postgres and PGlite alike). */
async function storeAnswerSql<A>(tx: Database, entryId: number, answer: SQL, meta: SQL): Promise<A> {
  const result = (await tx.execute(
    sql`update journal_entries set answer = ${answer}${meta} where id = ${entryId} returning answer`,
  )) as unknown as { rows: { answer: unknown }[] };
  const stored = result.rows[0]!.answer;
  return (typeof stored === 'string' ? JSON.parse(stored) : stored) as A;
}

/** Runs the decider against the locked balances; accounts it names that were not known yet are resolved (created) in the transaction. */
async function decideLines<A>(tx: Database, input: EntryInput<A>, held: Map<number, bigint>, ids: AccountIds): Promise<Line[]> {
  const decide = input.lines as LinesDecider;
  const lines = nonZero(
    await decide(tx, {
      balanceOf: (account) => {
        const id = ids.get(accountKey(account));
        if (id === undefined || !held.has(id)) throw new Error(`account ${accountKey(account)} was not locked by this entry`);
        return held.get(id)!;
      },
    }),
  );
  assertBalanced(input.currency, lines);
  const missing = lines.map((l) => l.account).filter((ref) => !ids.has(accountKey(ref)));
  if (missing.length > 0) for (const [key, id] of await resolveAccountIds(tx, missing)) ids.set(key, id);
  return lines;
}

export function postedOf(entryId: number, after: Map<number, bigint>, ids: AccountIds): Posted {
  return {
    entryId,
    balanceAfter(account) {
      const balance = after.get(idOf(ids, account));
      if (balance === undefined) throw new Error(`account ${accountKey(account)} is not part of this entry`);
      return balance;
    },
  };
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
