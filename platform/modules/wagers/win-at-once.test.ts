import { and, eq, sql } from 'drizzle-orm';
import { loyaltyTurnover } from '../../db/schema-loyalty';
import { manualClock, testPlatform, type TestPlatform } from '../../test-support';
import { insertCatalogFixture } from '../games/testing/catalog-fixture';
import { betOf, fundedMember as fundedMemberOf, winOf } from './testing/calls';
import { getBalance } from '../ledger';
import { loyaltyTurnoverHook } from '../loyalty';
import { createWagers, findRound, type BetSettledHook, type Wagers } from '.';

/**
 * The one-statement cash win (winAtOnce) against the transaction it replaces: the same hook with
 * its SQL form (every hook has one: the win is one statement) and without it (payWin's transaction)
 * must leave the same balances, rounds, turnover rows and answers.
 */
const clock = manualClock();
let platform: TestPlatform;
let atOnce: Wagers;
let inTransaction: Wagers;
const at = () => ({ integration: 'demo', now: clock.now() });

const withSql = loyaltyTurnoverHook(8);
const withoutSql: BetSettledHook = (tx, event) => withSql(tx, event);

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await insertCatalogFixture(platform.db);
  atOnce = createWagers({ db: platform.db, hooks: { onBetSettled: [withSql] } });
  inTransaction = createWagers({ db: platform.db, hooks: { onBetSettled: [withoutSql] } });
});
afterAll(() => platform.close());

const fundedMember = () => fundedMemberOf(platform);

/** Plays the same rounds through one of the two paths and answers what they left. */
async function play(wagers: Wagers) {
  const member = await fundedMember();
  const answers: unknown[] = [];
  const won = betOf(member, 1_000n);
  const lost = betOf(member, 500n);
  answers.push(await wagers.bet(won, at()), await wagers.bet(lost, at()));
  const win = winOf(won, 2_500n);
  answers.push(await wagers.win(win, at()));
  answers.push(await wagers.win(win, at())); // a replay: the first answer, nothing moves
  answers.push(await wagers.win(winOf(lost, 0n), at())); // a lost round
  answers.push(await wagers.win(winOf(won, 100n), at())); // a further win on a settled round: no stake again
  answers.push(await wagers.win({ ...win, amount: 9n }, at())); // the same txId with other values
  answers.push(await wagers.win(winOf(betOf(member, 1n), 5n), at())); // a round never opened
  const turnover = await platform.db
    .select({ turnover: loyaltyTurnover.turnover, rounds: loyaltyTurnover.rounds, category: loyaltyTurnover.category })
    .from(loyaltyTurnover)
    .where(eq(loyaltyTurnover.memberId, member.id));
  const rounds = await Promise.all([won, lost].map((b) => findRound(platform.db, b.providerId, b.roundId)));
  const entries = (await platform.db.execute(sql`
    select kind, answer from journal_entries where member_id = ${member.id} and kind in ('bet', 'win') order by id`)) as unknown as {
    rows: unknown[];
  };
  return {
    answers,
    balance: await getBalance(platform.db, member),
    turnover,
    rounds: rounds.map((r) => ({ bet: r!.bet, win: r!.win, status: r!.status })),
    entries: entries.rows,
  };
}

describe('a cash win in one statement', () => {
  it('leaves what the transaction leaves: balances, rounds, turnover, entries and every answer', async () => {
    const fast = await play(atOnce);
    const slow = await play(inTransaction);
    expect(fast).toEqual(slow);
    expect(fast.balance).toBe(10_000n - 1_500n + 2_500n + 100n);
    expect(fast.turnover).toEqual([{ turnover: 1_500n, rounds: 2, category: expect.any(String) }]);
    expect(fast.answers.slice(-2)).toEqual([
      expect.objectContaining({ ok: false, msg: 'idempotency_conflict' }),
      expect.objectContaining({ ok: false, msg: 'round_not_found' }),
    ]);
  });

  it('counts the stake once when two wins settle the same round at the same time', async () => {
    const member = await fundedMember();
    const bet = betOf(member, 300n);
    await atOnce.bet(bet, at());
    const [first, second] = await Promise.all([atOnce.win(winOf(bet, 10n), at()), atOnce.win(winOf(bet, 20n), at())]);
    expect(first.ok && second.ok).toBe(true);
    const rows = await platform.db
      .select()
      .from(loyaltyTurnover)
      .where(and(eq(loyaltyTurnover.memberId, member.id)));
    expect(rows.map((r) => [r.turnover, r.rounds])).toEqual([[300n, 1]]);
    expect(await getBalance(platform.db, member)).toBe(10_000n - 300n + 30n);
  });
});
