import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { findAccount, getBalance, house, memberMain, memberProvider, fingerprintOf, postEntry, Refusal } from '.';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

async function newMember() {
  const { profile } = await registerMember(platform);
  return { id: profile.id, currency: profile.currency };
}

let keys = 0;
const key = (label: string) => `test:${label}:${Date.now()}:${++keys}`;

/** Credits a member's main wallet from house adjustments. */
function credit(member: { id: number; currency: string }, amount: bigint, idempotencyKey = key('credit')) {
  return postEntry(platform.db, {
    kind: 'adjustment',
    idempotencyKey,
    fingerprint: fingerprintOf({ memberId: member.id, amount }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: memberMain(member.id, member.currency), amount },
      { account: house('house_adjustments', member.currency), amount: -amount },
    ],
    answer: (posted) => ({ balance: posted.balanceAfter(memberMain(member.id, member.currency)).toString() }),
  });
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The two ledger invariants, checked over the whole database. */
async function expectLedgerConsistent() {
  const unbalancedEntries = await rows(platform.db, sql`select entry_id from postings group by entry_id having sum(amount) <> 0`);
  expect(unbalancedEntries).toEqual([]);
  const driftedAccounts = await rows(
    platform.db,
    sql`select a.id from ledger_accounts a left join postings p on p.account_id = a.id
        group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)`,
  );
  expect(driftedAccounts).toEqual([]);
  const negativeMembers = await rows(platform.db, sql`select id from ledger_accounts where kind like 'member%' and balance < 0`);
  expect(negativeMembers).toEqual([]);
}

describe('postEntry', () => {
  it('moves money between accounts, every entry summing to zero and every balance equal to its postings', async () => {
    const member = await newMember();
    const result = await credit(member, 12_345n);
    expect(result).toMatchObject({ ok: true, replayed: false, answer: { balance: '12345' } });
    expect(await getBalance(platform.db, member)).toBe(12_345n);

    const bet = await postEntry(platform.db, {
      kind: 'bet',
      idempotencyKey: key('bet'),
      fingerprint: 'f',
      currency: member.currency,
      memberId: member.id,
      lines: [
        { account: memberMain(member.id, member.currency), amount: -345n },
        { account: house('house_bets', member.currency, 'p1'), amount: 345n },
      ],
    });
    expect(bet.ok).toBe(true);
    expect(await getBalance(platform.db, member)).toBe(12_000n);
    await expectLedgerConsistent();
  });

  it('refuses lines that do not sum to zero, before writing anything', async () => {
    const member = await newMember();
    const idempotencyKey = key('unbalanced');
    await expect(
      postEntry(platform.db, {
        kind: 'broken',
        idempotencyKey,
        fingerprint: 'f',
        currency: member.currency,
        memberId: member.id,
        lines: [{ account: memberMain(member.id, member.currency), amount: 100n }],
      }),
    ).rejects.toThrow(/sum to 100/);
    expect(await rows(platform.db, sql`select id from journal_entries where idempotency_key = ${idempotencyKey}`)).toEqual([]);
  });

  it('refuses a debit beyond the balance as insufficient_balance and moves nothing', async () => {
    const member = await newMember();
    await credit(member, 500n);
    const idempotencyKey = key('overdraft');
    const result = await postEntry(platform.db, {
      kind: 'bet',
      idempotencyKey,
      fingerprint: 'f',
      currency: member.currency,
      memberId: member.id,
      lines: [
        { account: memberMain(member.id, member.currency), amount: -501n },
        { account: house('house_bets', member.currency, 'p1'), amount: 501n },
      ],
    });
    expect(result).toEqual({ ok: false, msg: 'insufficient_balance' });
    expect(await getBalance(platform.db, member)).toBe(500n);
    // The failed attempt left no entry behind: the same key may be used again.
    expect(await rows(platform.db, sql`select id from journal_entries where idempotency_key = ${idempotencyKey}`)).toEqual([]);
    await expectLedgerConsistent();
  });

  it('is backed by the database: a member balance below zero violates a CHECK even written by hand', async () => {
    const member = await newMember();
    await credit(member, 10n);
    const account = await findAccount(platform.db, memberMain(member.id, member.currency));
    await expect(platform.db.execute(sql`update ledger_accounts set balance = -1 where id = ${account!.id}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23514' }),
    });
    // The bonus money too, like every member account.
    await expect(
      platform.db.execute(
        sql`insert into ledger_accounts (kind, member_id, currency, balance) values ('member_bonus', ${member.id}, 'MYR', -1)`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
    // Nor can a member account be created that allows a negative balance.
    await expect(
      platform.db.execute(
        sql`insert into ledger_accounts (kind, member_id, currency, allow_negative) values ('member_provider', ${member.id}, 'MYR', true)`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('answers a replay (same key, same values) with the first answer and moves nothing', async () => {
    const member = await newMember();
    const idempotencyKey = key('replay');
    const first = await credit(member, 700n, idempotencyKey);
    await credit(member, 50n); // the balance moves on in between
    const again = await credit(member, 700n, idempotencyKey);
    expect(again).toMatchObject({ ok: true, replayed: true, answer: { balance: '700' } });
    expect(first.ok && again.ok && again.entryId === first.entryId).toBe(true);
    expect(await getBalance(platform.db, member)).toBe(750n);
  });

  it('refuses the same key with other values as idempotency_conflict', async () => {
    const member = await newMember();
    const idempotencyKey = key('conflict');
    await credit(member, 700n, idempotencyKey);
    expect(await credit(member, 701n, idempotencyKey)).toMatchObject({ ok: false, msg: 'idempotency_conflict' });
    expect(await getBalance(platform.db, member)).toBe(700n);
  });

  it('moves money once when the same request arrives many times at once', async () => {
    const member = await newMember();
    const idempotencyKey = key('burst');
    const results = await Promise.all(Array.from({ length: 20 }, () => credit(member, 300n, idempotencyKey)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect(await getBalance(platform.db, member)).toBe(300n);
    await expectLedgerConsistent();
  });

  it('rolls the money back when a write inside the entry refuses', async () => {
    const member = await newMember();
    await credit(member, 1_000n);
    const result = await postEntry(platform.db, {
      kind: 'bet',
      idempotencyKey: key('within'),
      fingerprint: 'f',
      currency: member.currency,
      memberId: member.id,
      lines: [
        { account: memberMain(member.id, member.currency), amount: -400n },
        { account: house('house_bets', member.currency, 'p1'), amount: 400n },
      ],
      within: async () => {
        throw new Refusal('round_closed');
      },
    });
    expect(result).toEqual({ ok: false, msg: 'round_closed' });
    expect(await getBalance(platform.db, member)).toBe(1_000n);
  });

  it('keeps provider wallets apart from the main wallet', async () => {
    const member = await newMember();
    await credit(member, 900n);
    await postEntry(platform.db, {
      kind: 'transfer_to_provider',
      idempotencyKey: key('transfer'),
      fingerprint: 'f',
      currency: member.currency,
      memberId: member.id,
      lines: [
        { account: memberMain(member.id, member.currency), amount: -900n },
        { account: memberProvider(member.id, 'p1', member.currency), amount: 900n },
      ],
    });
    expect(await getBalance(platform.db, member)).toBe(0n);
    expect(await getBalance(platform.db, member, 'member_provider', 'p1')).toBe(900n);
    expect(await getBalance(platform.db, member, 'member_provider', 'p2')).toBe(0n);
    await expectLedgerConsistent();
  });
});
