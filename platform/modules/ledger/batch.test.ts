import { sql } from 'drizzle-orm';
import { registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { assertLedgerConsistent } from '../../../tests/reliability/invariants';
import { batchStats } from './batch';
import { fingerprintOf, getBalance, house, memberMain, postAtOnce, postEntry } from '.';

/**
 * One-statement entries that arrive together run as one transaction (batch.ts): each keeps its own
 * outcome, a failed one does not fail the others, a key taken inside the batch is a replay, and
 * the books balance afterwards.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

let keys = 0;
const key = (label: string) => `batch-test:${label}:${Date.now()}:${++keys}`;

async function fundedMember(amount: bigint) {
  const { profile } = await registerMember(platform);
  const member = { id: profile.id, currency: profile.currency };
  await postEntry(platform.db, {
    kind: 'adjustment',
    idempotencyKey: key('fund'),
    fingerprint: 'fund',
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: memberMain(member.id, member.currency), amount },
      { account: house('house_adjustments', member.currency), amount: -amount },
    ],
  });
  return member;
}

/** A debit of the member's main wallet to house_bets, in one statement. */
function debit(member: { id: number; currency: string }, amount: bigint, idempotencyKey = key('debit')) {
  return postAtOnce(platform.db, {
    kind: 'bet',
    idempotencyKey,
    fingerprint: fingerprintOf({ amount }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: memberMain(member.id, member.currency), amount: -amount },
      { account: house('house_bets', member.currency), amount },
    ],
    meta: {},
    answerFrom: memberMain(member.id, member.currency),
  });
}

describe('batched one-statement entries', () => {
  it('run together, each with its own outcome: an overdraft or a taken key fails only itself', async () => {
    const rich = await fundedMember(10_000n);
    const poor = await fundedMember(100n);
    // One debit each first: it caches their account ids, so the burst below reaches the batch queue
    // in the order it is called (a cold lookup per call would let the calls overtake each other).
    await debit(rich, 1n);
    await debit(poor, 1n);
    const before = { ...batchStats };
    const repeated = key('repeated');
    // A statement with a quote in its values, to show literals survive the batch's text form.
    const quoted = key("it's");
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => debit(rich, 100n)),
      debit(poor, 60n),
      debit(poor, 60n), // only one of the two fits
      debit(rich, 1n, repeated),
      debit(rich, 1n, repeated), // the same key in the same batch: a replay
      debit(rich, 2n, repeated), // other values under that key: a conflict
      debit(rich, 5n, quoted),
    ]);
    expect(batchStats.batched - before.batched).toBeGreaterThan(1);
    expect(results.slice(0, 20).every((r) => r.ok)).toBe(true);
    const poorOutcomes = results.slice(20, 22).map((r) => (r.ok ? 'ok' : r.msg));
    expect(poorOutcomes.sort()).toEqual(['insufficient_balance', 'ok']);
    const [first, replay, conflict] = results.slice(22, 25);
    expect(first).toMatchObject({ ok: true, replayed: false });
    expect(replay).toMatchObject({ ok: true, replayed: true, answer: first!.ok ? first!.answer : undefined });
    expect(conflict).toMatchObject({ ok: false, msg: 'idempotency_conflict' });
    expect(results[25]).toMatchObject({ ok: true });
    expect(await getBalance(platform.db, rich)).toBe(10_000n - 1n - 20n * 100n - 1n - 5n);
    expect(await getBalance(platform.db, poor)).toBe(39n);
    const [stored] = (
      (await platform.db.execute(sql`select idempotency_key from journal_entries where idempotency_key = ${quoted}`)) as unknown as {
        rows: { idempotency_key: string }[];
      }
    ).rows;
    expect(stored?.idempotency_key).toBe(quoted);
    await assertLedgerConsistent(platform.db, 'after a batch');
  });

  it('runs one entry shape as one prepared statement, whatever the values, batch after batch', async () => {
    const member = await fundedMember(10_000n);
    // Quotes, a backslash and a double quote: the values travel as literals inside a text[] literal.
    const tricky = [key(`a'b`), key('c\\d'), key('e"f'), key(`g'\\"h`)];
    const before = { ...batchStats };
    for (let round = 0; round < 2; round++) {
      const results = await Promise.all(tricky.map((k, i) => debit(member, BigInt(10 * (round + 1) + i), `${k}:${round}`)));
      expect(results.every((r) => r.ok && !r.replayed)).toBe(true);
    }
    expect(batchStats.batches - before.batches).toBeGreaterThanOrEqual(2);
    expect(await getBalance(platform.db, member)).toBe(10_000n - (10n + 11n + 12n + 13n) - (20n + 21n + 22n + 23n));
    const stored = (
      (await platform.db.execute(
        sql`select idempotency_key from journal_entries where member_id = ${member.id} and kind = 'bet'`,
      )) as unknown as {
        rows: { idempotency_key: string }[];
      }
    ).rows.map((row) => row.idempotency_key);
    expect(stored.sort()).toEqual(tricky.flatMap((k) => [`${k}:0`, `${k}:1`]).sort());
    // The shape is its text with $n, not its values: a connection holds one prepared statement for these debits.
    const [prepared] = (
      (await platform.db.execute(sql`select count(*)::int as n from pg_prepared_statements where left(name, 3) = 'lb_'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(prepared!.n).toBeLessThanOrEqual(1);
  });

  it('never takes a member below zero, however many debits arrive at once', async () => {
    const member = await fundedMember(1_000n);
    const results = await Promise.all(Array.from({ length: 200 }, () => debit(member, 7n)));
    expect(results.filter((r) => r.ok)).toHaveLength(Math.floor(1_000 / 7));
    expect(await getBalance(platform.db, member)).toBe(1_000n % 7n);
    await assertLedgerConsistent(platform.db, 'after 200 debits');
  });
});
