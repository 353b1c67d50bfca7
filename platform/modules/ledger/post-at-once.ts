import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { resolveAccountIds, type AccountRef } from './accounts';
import { assertBalanced, idOf, lockOrder, nonZero, type Line } from './apply-lines';
import { isCheckViolation, isRetryable, isUniqueViolation, pgErrorOf } from './pg-errors';
import { findEntry, type ExistingEntry, type PostResult } from './post-entry';

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
  /** Fixed lines (sum to zero); at most one member account among them. */
  lines: Line[];
  meta: Record<string, unknown>;
  /** The account whose balance afterwards the answer reports. */
  answerFrom: AccountRef;
  /**
   * A further write of the same event (a round's state) as one data-modifying CTE body that
   * returns a row when it succeeded; when it returns none the whole entry is refused with
   * `refusal` and nothing of it stays.
   */
  also?: { write: SQL; refusal: string };
};

const MAX_ATTEMPTS = 5;

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
  if (!order.includes(answerId)) throw new Error('postAtOnce: the answer account must be one of the lines');

  const step = (i: number) => sql.raw(`u${i}`);
  const updates = order.map(
    (accountId, i) =>
      sql`${step(i)} as (update ledger_accounts set balance = balance + ${net.get(accountId)!.toString()}::bigint
        where id = ${accountId}${i > 0 ? sql` and exists (select 1 from ${step(i - 1)})` : sql``} returning id, balance)`,
  );
  const last = step(order.length - 1);
  const answered = step(order.indexOf(answerId));
  const entry = sql`e as (insert into journal_entries (kind, member_id, currency, idempotency_key, request_fingerprint, meta, answer)
    select ${input.kind}, ${input.memberId}, ${input.currency}, ${input.idempotencyKey}, ${input.fingerprint}, ${JSON.stringify(input.meta)}::jsonb,
      jsonb_build_object('status', true, 'msg', 'success', 'balance', a.balance::text, 'currency', ${input.currency}::text)
    from ${answered} a where exists (select 1 from ${last})
    returning id, answer)`;
  const values = sql.join(
    lines.map((l) => sql`(${idOf(ids, l.account)}::bigint, ${l.amount.toString()}::bigint)`),
    sql`, `,
  );
  const postings = sql`p as (insert into postings (entry_id, account_id, amount)
    select e.id, v.account_id, v.amount from e, (values ${values}) as v(account_id, amount))`;
  const also = input.also ? [sql`w as (${input.also.write})`] : [];
  const gate = input.also ? sql`, case when exists (select 1 from w) then 0 else ledger_refuse(${input.also.refusal}) end as gate` : sql``;
  const statement = sql`with ${sql.join([...updates, entry, postings, ...also], sql`, `)}
    select e.id::text as id, e.answer${gate} from e`;

  for (let attempt = 1; ; attempt++) {
    try {
      const result = (await db.execute(statement)) as unknown as { rows: { id: string; answer: AtOnceAnswer | string }[] };
      const row = result.rows[0];
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
