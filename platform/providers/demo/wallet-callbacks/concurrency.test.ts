import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getBalance } from '../../../modules/ledger';
import { fixture, insertCatalogFixture } from '../../../modules/games/testing/catalog-fixture';
import { operatorCall, registerMember, testPlatform, type TestPlatform } from '../../../test-support';
import { signedCallback } from '../testing/signed-callback';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
  await insertCatalogFixture(platform.db);
});
afterAll(() => platform.close());

describe('200 concurrent bets against one balance', () => {
  it('lets exactly as many through as the balance covers, and never goes below zero', async () => {
    const { profile, username } = await registerMember(platform);
    await operatorCall(platform, 'operator/adjust', { username, amount: '100', note: '', idempotencyKey: `fund-${randomUUID()}` });

    const bets = Array.from({ length: 200 }, () =>
      signedCallback(platform, 'bet', {
        txId: randomUUID(),
        roundId: randomUUID(),
        memberId: profile.id,
        providerId: fixture.seamless.providerId,
        gameId: fixture.seamless.slot,
        currency: 'MYR',
        amount: '100', // 1.00 MYR
      }),
    );
    const answers = (await Promise.all(bets)).map((r) => r.body);

    expect(answers.filter((a) => a.status)).toHaveLength(100);
    expect(answers.filter((a) => !a.status).every((a) => a.msg === 'insufficient_balance')).toBe(true);
    expect(await getBalance(platform.db, { id: profile.id, currency: 'MYR' })).toBe(0n);

    const result = await platform.db.execute(sql`
      select count(*)::int as rounds, coalesce(sum(bet), 0)::text as staked from game_rounds where member_id = ${profile.id}`);
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ rounds: 100, staked: '10000' });
    const drift = await platform.db.execute(sql`
      select a.id from ledger_accounts a left join postings p on p.account_id = a.id
      group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0) or (a.kind like 'member%' and a.balance < 0)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
