import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { flattenFragment } from './flatten-sql';
import { toDrizzle, type Fragment } from './statement';

/**
 * Batching of one-statement entries (postAtOnce): a statement that arrives while the process's
 * previous batch is still running waits for it, and everything that queued meanwhile then runs as
 * ONE transaction (`ledger_batch`, a PL/pgSQL function of the migrations): one round trip and one
 * commit for the lot instead of one each ("whatever queued while the previous commit ran", plus
 * what arrived in the same turn of the event loop); a statement that finds nothing queued with it
 * goes alone, as a plain statement.
 *
 * Each item goes as its shape's prepared statement (shapeOf): the first item of a shape on a
 * connection prepares it, later ones only execute it with their values, so PostgreSQL parses and
 * plans a cash bet or a cash win once per connection rather than once per item (which had been half
 * of a batch's time: 25 entries took 24 ms, 12 ms with the plans cached).
 *
 * What each item keeps:
 * - its own outcome: each statement runs in a block with an exception handler (a subtransaction),
 *   so an overdraft, a taken key or a refusal undoes that item only and is answered to it as the
 *   driver's error would be (code, constraint, message); the others commit;
 * - its order: items run in the order they arrived, so a member's calls keep theirs;
 * - its idempotency: a key taken by an earlier item of the same batch is a unique violation, as
 *   it would be across batches; the caller answers the replay from the stored entry after the commit;
 * - double entry: every item is its own balanced entry, so every batch is balanced too;
 * - crash safety: the batch is one transaction and no item is answered before it commits, so a
 *   kill -9 in the middle of a batch loses only unanswered work and doubles nothing.
 *
 * Items of one batch hold their rows until the batch commits. Each item locks the one lock order
 * (member account, then house shard), but two batches could take two items' rows in opposite orders
 * (measured with two processes: deadlocks every second). So batches go by lane (below): a lane's
 * members and house shards are its own, and `ledger_batch` first takes the lane's advisory lock,
 * so a lane's batches run one after another across all processes. What remains is a batch against
 * a lone statement or another transaction (a bonus bet, a deposit): PostgreSQL detects such a
 * deadlock, the victim item alone is undone and postAtOnce retries it.
 */
export const MAX_BATCH = 64;

/**
 * Batches in flight at once: one per lane, a member's entries always in lane `member_id % LANES`.
 * LANES divides HOUSE_SHARDS, so two lanes never touch the same house shard (shard = member_id % 16)
 * nor the same member's rows: batches of different lanes never wait for each other, and a slow
 * round trip (a busy machine) holds back only its own lane. Two, not more: every batch ends in a
 * commit, and measured on PostgreSQL (docs/ledger.md, round 7) four, eight or sixteen lanes made
 * smaller batches whose commits queued on the WAL (LWLock:WALWrite) for less throughput; one lane
 * gave the same as two but lets one slow round trip hold back everything.
 */
export const LANES = 2;

type Row = Record<string, unknown>;
type Item = { statement: Fragment; resolve: (row: Row | null) => void; reject: (error: unknown) => void };
type Queue = { lane: number; waiting: Item[]; running: boolean };

const lanes = new WeakMap<Database, Queue[]>();

/** What a batch's item failed with, shaped like the driver's error (pg-errors.ts reads code and constraint). */
export class BatchItemError extends Error {
  constructor(
    readonly code: string,
    readonly constraint: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'BatchItemError';
  }
}

/** Counts for tests and the bench: statements run, and how many of them in batches of two or more. */
export const batchStats = { statements: 0, batched: 0, batches: 0 };

/**
 * Runs a statement whose result is at most one row with one jsonb column `row` (postAtOnce's), alone
 * or in the next batch of its member's lane; answers that row's value, or null when it returned none.
 */
export function runBatched(db: Database, statement: Fragment, memberId: number | null): Promise<Row | null> {
  let queues = lanes.get(db);
  if (!queues) lanes.set(db, (queues = Array.from({ length: LANES }, (_, lane) => ({ lane, waiting: [], running: false }))));
  const lane = (memberId ?? 0) % LANES;
  const q = queues[lane]!;
  return new Promise<Row | null>((resolve, reject) => {
    q.waiting.push({ statement, resolve, reject });
    if (!q.running) {
      q.running = true;
      // One turn of the event loop first: the requests whose bytes have already arrived reach this
      // queue too. PGlite runs a statement on this thread, so without the turn nothing would ever
      // queue behind it; with PostgreSQL the turn costs microseconds.
      setImmediate(() => void drain(db, q));
    }
  });
}

/**
 * Runs the lane's batches one after another. A batch's items are answered only once the lane's next
 * batch is on its way (on the next turn of the event loop, after the driver has written it): their
 * continuations write one HTTP answer each, and the next batch, whose requests arrived while this
 * one ran, should not wait for a dozen of those writes (round 7: 1–26 % more req/s spread and
 * 13–108 % one member on PostgreSQL, the same on PGlite).
 */
async function drain(db: Database, queue: Queue): Promise<void> {
  let answer: (() => void) | null = null;
  try {
    while (queue.waiting.length > 0) {
      const items = queue.waiting.splice(0, MAX_BATCH);
      batchStats.statements += items.length;
      const running = items.length === 1 ? runAlone(db, items[0]!) : runTogether(db, items, queue.lane);
      if (answer) setImmediate(answer);
      answer = await running;
    }
  } finally {
    queue.running = false;
    if (answer) setImmediate(answer);
  }
}

/** Runs one item alone; answers a function that settles it (drain calls it once the lane's next batch is on its way). */
async function runAlone(db: Database, item: Item): Promise<() => void> {
  try {
    const result = (await db.execute(toDrizzle(item.statement))) as unknown as { rows: { row: unknown }[] };
    return () => item.resolve(rowOf(result.rows[0]?.row));
  } catch (error) {
    return () => item.reject(error);
  }
}

async function runTogether(db: Database, items: Item[], lane: number): Promise<() => void> {
  batchStats.batches += 1;
  batchStats.batched += items.length;
  let rows: { item: number; result: unknown; err_code: string | null; err_constraint: string | null; err_message: string | null }[];
  try {
    const shapes = items.map((item) => shapeOf(item.statement));
    const result = (await db.execute(
      sql`select * from ledger_batch(${arrayLiteral(shapes.map((s) => s.name))}::text[], ${arrayLiteral(textsOnce(shapes))}::text[],
        ${arrayLiteral(shapes.map((s) => s.args))}::text[], ${lane}::int)`,
    )) as unknown as { rows: typeof rows };
    rows = result.rows;
  } catch (error) {
    // The batch itself failed (its text, the connection, the server): none of it committed, every item hears so.
    return () => {
      for (const item of items) item.reject(error);
    };
  }
  return () => {
    for (const row of rows) {
      const item = items[row.item - 1]!;
      if (row.err_code) item.reject(new BatchItemError(row.err_code, row.err_constraint ?? undefined, row.err_message ?? ''));
      else item.resolve(rowOf(row.result));
    }
  };
}

/** A batch item as ledger_batch takes it: its shape's prepared-statement name and text, and its values as SQL literals. */
type Shape = { name: string; text: string; args: string };

const names = new Map<string, string>();

/**
 * The statement's text with $1, $2, … (the same for every entry of one shape: a cash bet, a win with
 * or without money moving) and its values as a comma-separated list of quoted literals (PostgreSQL
 * gives each the type its parameter was prepared with). The name is a hash of the text, so every
 * process and connection names a shape alike; the shapes are few (postAtOnce's CTEs vary only by
 * the number of lines and the hooks' writes), so a connection holds a handful of prepared statements.
 */
function shapeOf(statement: Fragment): Shape {
  const query = flattenFragment(statement);
  let name = names.get(query.sql);
  if (!name) names.set(query.sql, (name = `lb_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`));
  return { name, text: query.sql, args: query.params.map(literalOf).join(', ') };
}

/**
 * Each shape's text with its first item of the batch only, '' with the rest: ledger_batch reads a
 * text just to prepare its shape, which that first item does (a batch holds a handful of shapes and
 * dozens of items, each text a CTE of a few KB). Were that prepare to fail, the shape's later items
 * fail too, as they would have with their own copy of the text.
 */
function textsOnce(shapes: Shape[]): string[] {
  const sent = new Set<string>();
  return shapes.map((shape) => (sent.has(shape.name) ? '' : (sent.add(shape.name), shape.text)));
}

function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as string | number | bigint | boolean);
  return `'${text.replace(/'/g, "''")}'`;
}

/** A text[] literal: every element double-quoted, its backslashes and double quotes escaped. */
function arrayLiteral(texts: string[]): string {
  return `{${texts.map((text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

function rowOf(value: unknown): Row | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Row;
}
