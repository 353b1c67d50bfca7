import type { Database } from '../../db/connection';
import { resolveAccountIds, type AccountRef } from './accounts';
import { runBatched } from './batch';
import { assertBalanced, idOf, lockOrder, nonZero, type Line } from './apply-lines';
import { isCheckViolation, isRetryable, isUniqueViolation, pgErrorOf } from './pg-errors';
import { findEntry, type ExistingEntry, type PostResult } from './post-entry';
import { EMPTY, joined, q, rawText, type Fragment, type RawText } from './statement';

/**
 * What the stored answer of an at-once entry says: the answer account's balance afterwards, in the
 * shape the wagers keep ({status, msg, balance, currency}).
 */
export type AtOnceAnswer = { status: true; msg: 'success'; balance: string; currency: string };

export type AtOnceEntry = {
  kind: string;
  idempotencyKey: string;
  fingerprint: string;
  currency: string;
  memberId: number | null;
  /** Fixed lines (sum to zero; none records an event that moves no money); at most one member account among them. */
  lines: Line[];
  meta: Record<string, unknown>;
  /** The account whose balance afterwards the answer reports (one of the lines, or an account the entry does not move). */
  answerFrom: AccountRef;
  /** A scalar bigint expression added to the answered balance (a main wallet's bonus money: what the game may play with). */
  answerPlus?: Fragment;
  /**
   * CTEs run before any money moves (`name as (…)`, comma-separated), the last one named `pre`: when
   * `pre` returns no row nothing at all is written and the result is NOT_AT_ONCE, so the caller takes
   * its general path (a round on bonus money, a member with an open bonus). `after` may read `pre`.
   */
  first?: Fragment;
  /** Further CTEs (`name as (…)`, comma-separated) written with the entry; they may read `pre` and `e` (the entry). */
  after?: Fragment;
  /**
   * A further write of the same event (a round's state) as one data-modifying CTE body that
   * returns a row when it succeeded and writes only once the entry `e` exists (`where exists (select 1 from e)`); when it returns none the whole entry is refused with
   * `refusal` and nothing of it stays.
   */
  also?: { write: Fragment; refusal: string };
};

const MAX_ATTEMPTS = 5;

/** postAtOnce's answer when `first` found the entry is not for this path: nothing was written. */
export const NOT_AT_ONCE = 'not_at_once';

/**
 * The common entry in ONE statement and one round trip, with no explicit transaction: the balance
 * updates in the one lock order (the member's account first, then the house shard, each UPDATE
 * gated on the one before it), the entry (its unique idempotency key), the postings, the `also`
 * write and the stored answer are data-modifying CTEs of a single statement, which PostgreSQL runs
 * atomically: a CHECK violation (overdraft), a taken key (replay or concurrent duplicate) or a
 * refused `also` (ledger_refuse raises) undoes all of it. The same invariants as postEntry:
 * lines sum to zero, balances change with their postings, member balances never go below zero.
 */
export async function postAtOnce(db: Database, input: AtOnceEntry): Promise<PostResult<AtOnceAnswer>> {
  const lines = nonZero(input.lines);
  assertBalanced(input.currency, lines);
  const ids = await resolveAccountIds(db, [...lines.map((l) => l.account), input.answerFrom]);
  const net = new Map<number, bigint>();
  for (const line of lines) net.set(idOf(ids, line.account), (net.get(idOf(ids, line.account)) ?? 0n) + line.amount);
  const order = lockOrder(
    lines.map((l) => l.account),
    ids,
  );
  const answerId = idOf(ids, input.answerFrom);

  // Built with the ledger's own `q` (statement.ts), not Drizzle's `sql`: this runs per wallet callback.
  const step = (i: number) => rawText(`u${i}`);
  // Each step runs only once the one before it has: `exists (select 1 from …)` is a one-time filter.
  const after = (previous: RawText | null) => (previous ? q` and exists (select 1 from ${previous})` : EMPTY);
  const pre = input.first ? rawText('pre') : null;
  const updates = order.map(
    (accountId, i) =>
      q`${step(i)} as (update ledger_accounts set balance = balance + ${net.get(accountId)!.toString()}::bigint
        where id = ${accountId}${after(i > 0 ? step(i - 1) : pre)} returning id, balance)`,
  );
  const last = order.length > 0 ? step(order.length - 1) : pre;
  const moved = order.indexOf(answerId);
  // A moved account's balance comes from its UPDATE (the statement's own snapshot does not see it).
  const balance = moved >= 0 ? q`(select balance from ${step(moved)})` : q`(select balance from ledger_accounts where id = ${answerId})`;
  const answered = input.answerPlus ? q`(${balance} + ${input.answerPlus})` : balance;
  const entry = q`e as (insert into journal_entries (kind, member_id, currency, idempotency_key, request_fingerprint, meta, answer)
    select ${input.kind}, ${input.memberId}, ${input.currency}, ${input.idempotencyKey}, ${input.fingerprint}, ${JSON.stringify(input.meta)}::jsonb,
      jsonb_build_object('status', true, 'msg', 'success', 'balance', ${answered}::text, 'currency', ${input.currency}::text)
    ${last ? q`where exists (select 1 from ${last})` : EMPTY}
    returning id, answer)`;
  const values = joined(
    lines.map((l) => q`(${idOf(ids, l.account)}::bigint, ${l.amount.toString()}::bigint)`),
    ', ',
  );
  const postings =
    lines.length > 0
      ? [
          q`p as (insert into postings (entry_id, account_id, amount)
    select e.id, v.account_id, v.amount from e, (values ${values}) as v(account_id, amount))`,
        ]
      : [];
  const also = input.also ? [q`w as (${input.also.write})`] : [];
  const gate = input.also ? q`, 'gate', case when exists (select 1 from w) then 0 else ledger_refuse(${input.also.refusal}) end` : EMPTY;
  const ctes = [...(input.first ? [input.first] : []), ...updates, entry, ...postings, ...also, ...(input.after ? [input.after] : [])];
  const statement = q`with ${joined(ctes, ', ')}
    select jsonb_build_object('id', e.id::text, 'answer', e.answer${gate}) as row from e`;

  for (let attempt = 1; ; attempt++) {
    try {
      const row = (await runBatched(db, statement, input.memberId)) as { id: string; answer: AtOnceAnswer | string } | null;
      if (!row && input.first) return { ok: false, msg: NOT_AT_ONCE };
      if (!row) throw new Error('postAtOnce: the entry was not written');
      const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as AtOnceAnswer) : row.answer;
      return { ok: true, replayed: false, entryId: Number(row.id), answer };
    } catch (error) {
      // The balances move before the entry is written, so a replay can meet an overdraft or a closed
      // round first: a refusal answers the stored entry when the key holds one.
      const refusal =
        pgErrorOf(error)?.code === 'P0001' && input.also && errorMessage(error) === input.also.refusal
          ? input.also.refusal
          : isCheckViolation(error, 'ledger_accounts_balance_check')
            ? 'insufficient_balance'
            : null;
      if (refusal || isUniqueViolation(error, 'journal_entries_idempotency_key_key')) {
        const existing = await findEntry(db, input.idempotencyKey);
        if (existing) return replayOf(existing, input.fingerprint);
        if (refusal) return { ok: false, msg: refusal };
      }
      if (attempt < MAX_ATTEMPTS && isRetryable(error)) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
        continue;
      }
      throw error;
    }
  }
}

function replayOf(existing: ExistingEntry, fingerprint: string): PostResult<AtOnceAnswer> {
  if (existing.fingerprint !== fingerprint) return { ok: false, msg: 'idempotency_conflict', existing };
  return { ok: true, replayed: true, entryId: existing.id, answer: existing.answer as AtOnceAnswer };
}

function errorMessage(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === 'P0001' && typeof candidate.message === 'string') return candidate.message;
    e = candidate.cause;
  }
  return undefined;
}
