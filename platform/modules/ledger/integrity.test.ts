import { sql } from 'drizzle-orm';
import { ledgerViolations } from '../../../tests/reliability/invariants';
import { registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { fingerprintOf, house, memberMain, postEntry } from '.';

// The ledger's hot tables carry no foreign keys (platform/db/schema-ledger.ts): the parent side is
// kept by triggers, the child side by the invariants. Both must still catch what the keys caught.

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

async function fundedMember() {
  const { profile } = await registerMember(platform);
  await postEntry(platform.db, {
    kind: 'adjustment',
    idempotencyKey: `integrity:${profile.id}`,
    fingerprint: fingerprintOf({ memberId: profile.id }),
    currency: profile.currency,
    memberId: profile.id,
    lines: [
      { account: memberMain(profile.id, profile.currency), amount: 500n },
      { account: house('house_adjustments', profile.currency), amount: -500n },
    ],
    answer: () => ({}),
  });
  return profile;
}

/** The PostgreSQL error code of a failed statement (Drizzle wraps the driver's error). */
async function failureCode(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    return cause?.code ?? code;
  }
  return undefined;
}

it('refuses to delete a member who has ledger entries, and any entry or account', async () => {
  const member = await fundedMember();
  expect(await failureCode(platform.db.execute(sql`delete from members where id = ${member.id}`))).toBe('23503');
  expect(await failureCode(platform.db.execute(sql`delete from journal_entries where member_id = ${member.id}`))).toBe('23503');
  expect(await failureCode(platform.db.execute(sql`delete from ledger_accounts where member_id = ${member.id}`))).toBe('23503');
});

it('lets a member without ledger entries be deleted', async () => {
  const { profile } = await registerMember(platform);
  expect(await failureCode(platform.db.execute(sql`delete from members where id = ${profile.id}`))).toBeUndefined();
});

it('reports a posting, entry or round that points at a missing row', async () => {
  expect(await ledgerViolations(platform.db)).toEqual([]);
  const member = await fundedMember();
  // Written by hand inside a transaction that is rolled back, so the other tests see clean books.
  const found = await platform.db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into postings (entry_id, account_id, amount)
        values (999999999, (select id from ledger_accounts where member_id = ${member.id} limit 1), 1),
               ((select max(id) from journal_entries), 999999999, -1)`);
      await tx.execute(sql`insert into journal_entries (kind, member_id, currency, idempotency_key, request_fingerprint)
        values ('adjustment', 999999999, ${member.currency}, ${`integrity:orphan:${member.id}`}, 'x')`);
      await tx.execute(sql`insert into game_rounds (provider_id, round_id, member_id, game_id, currency)
        values ('integrity', ${`orphan-${member.id}`}, 999999999, 'g', ${member.currency})`);
      const violations = await ledgerViolations(tx as unknown as typeof platform.db);
      throw Object.assign(new Error('roll back'), { violations });
    })
    .catch((error: { violations?: Awaited<ReturnType<typeof ledgerViolations>> }) => error.violations ?? []);
  const checks = found.map((v) => v.check);
  expect(checks).toContain('a posting points at a missing entry or account');
  expect(checks).toContain('a journal entry or game round points at a missing member');
  const orphans = found.find((v) => v.check === 'a posting points at a missing entry or account')!.rows;
  expect(orphans).toHaveLength(2);
  expect(await ledgerViolations(platform.db)).toEqual([]);
});
