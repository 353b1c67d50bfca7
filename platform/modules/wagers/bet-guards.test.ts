import { sql } from 'drizzle-orm';
import { manualClock, testPlatform, type TestPlatform } from '../../test-support';
import { insertCatalogFixture } from '../games/testing/catalog-fixture';
import { q, rawText } from '../ledger';
import { betOf, fundedMember } from './testing/calls';
import { createWagers, noWagerHooks, type BetGuard } from '.';

/**
 * The bet-time guard seam: a guard refuses before money moves (the balance is untouched and the
 * outcome says a guard refused), its writes commit with the bet, its effects run after the commit,
 * and a guard idle for the member keeps the one-statement bet.
 */
const clock = manualClock();
let platform: TestPlatform;
const at = () => ({ integration: 'demo', now: clock.now() });
// A table of the test's own: what the guard wrote, committed (or not) with the bet.
const seenTable = `guard_seen_${process.pid}_${Date.now()}`;
const seen = q`${rawText(seenTable)}`;

beforeEach(async () => {
  platform = await testPlatform({ clock: clock.now });
  await insertCatalogFixture(platform.db);
  await platform.db.execute(sql.raw(`create table ${seenTable} (member_id int, amount bigint)`));
});
afterEach(() => platform.close());

it('refuses a stake above what the guard allows, with the wallet balance and no money moved', async () => {
  const member = await fundedMember(platform);
  const pushed: bigint[] = [];
  const guard: BetGuard = {
    async check(tx, input, effects) {
      if (input.amount > 500n) return { reason: 'loss_limit_reached' };
      await tx.execute(sql`insert into ${sql.raw(seenTable)} values (${input.memberId}, ${input.amount})`);
      effects.afterCommit(() => pushed.push(input.amount));
      return undefined;
    },
  };
  const wagers = createWagers({ db: platform.db, hooks: noWagerHooks, guards: [guard] });
  expect(await wagers.bet(betOf(member, 1_000n), at())).toEqual({
    ok: false,
    msg: 'loss_limit_reached',
    balance: 10_000n,
    currency: 'MYR',
    refusedBy: 'guard',
  });
  expect(await wagers.bet(betOf(member, 400n), at())).toMatchObject({ ok: true, balance: 9_600n });
  const rows = (await platform.db.execute(sql.raw(`select amount::text from ${seenTable}`))) as unknown as { rows: { amount: string }[] };
  expect(rows.rows).toEqual([{ amount: '400' }]);
  expect(pushed).toEqual([400n]);
});

it('keeps the one-statement bet when every guard is idle for the member, and asks the guard otherwise', async () => {
  const member = await fundedMember(platform);
  let asked = 0;
  const guard: BetGuard = {
    idleSql: (memberId) => q`not exists (select 1 from ${seen} where member_id = ${memberId})`,
    check: async () => void asked++,
  };
  const wagers = createWagers({ db: platform.db, hooks: noWagerHooks, guards: [guard] });
  expect(await wagers.bet(betOf(member, 100n), at())).toMatchObject({ ok: true, balance: 9_900n });
  expect(asked).toBe(0);
  await platform.db.execute(sql`insert into ${sql.raw(seenTable)} values (${member.id}, 0)`);
  expect(await wagers.bet(betOf(member, 100n), at())).toMatchObject({ ok: true, balance: 9_800n });
  expect(asked).toBe(1);
});
