import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { siteConfig } from '../../db/schema';
import { manualClock, testPlatform, type TestPlatform } from '../../test-support';
import { fixture, insertCatalogFixture } from '../games/testing/catalog-fixture';
import { betOf, fundedMember as fundedMemberOf, winOf } from './testing/calls';
import { getBalance } from '../ledger';
import { createWagers, findRound, noWagerHooks, type BetSettled, type BetSettledHook, type Wagers } from '.';

/**
 * The bet-settled hook: what a promotion or VIP rule would register at start-up. Driven straight
 * through the wagers (the demo provider's callback tests cover the same hooks behind HTTP).
 */
const clock = manualClock();
let platform: TestPlatform;
let wagers: Wagers;
const at = () => ({ integration: 'demo', now: clock.now() });

const seen: BetSettled[] = [];
let hookThrows = false;
/** What the hook read through its transaction, by win txId. */
const insideView = new Map<string, { round: string; balance: string }>();

const recordingHook: BetSettledHook = async (tx, event) => {
  const result = (await tx.execute(sql`
    select r.status as round,
           (select balance::text from ledger_accounts where kind = 'member_main' and member_id = ${event.memberId}) as balance
    from game_rounds r where r.provider_id = ${event.providerId} and r.round_id = ${event.roundId}`)) as unknown as {
    rows: { round: string; balance: string }[];
  };
  insideView.set(event.txId, result.rows[0]!);
  // A write of the rule's own, which must commit or vanish with the settlement.
  await tx.insert(siteConfig).values({ key: `hook:${event.txId}`, value: event.win.toString() });
  if (hookThrows) throw new Error('hook failed');
  seen.push(event);
};

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await insertCatalogFixture(platform.db);
  wagers = createWagers({ db: platform.db, hooks: { onBetSettled: [recordingHook] } });
});
afterAll(() => platform.close());
beforeEach(() => {
  seen.length = 0;
  hookThrows = false;
});

const fundedMember = () => fundedMemberOf(platform);

const ruleWrote = async (txId: string) =>
  (
    await platform.db
      .select()
      .from(siteConfig)
      .where(eq(siteConfig.key, `hook:${txId}`))
  ).length === 1;

describe('the bet-settled hook', () => {
  it('runs once per settlement, with the round’s facts in minor units, and not on a replay', async () => {
    const member = await fundedMember();
    const bet = betOf(member, 500n);
    await wagers.bet(bet, at());
    await wagers.bet({ ...bet, txId: randomUUID(), amount: 250n }, at());
    expect(seen).toEqual([]); // bets settle nothing

    const win = winOf(bet, 1200n);
    expect(await wagers.win(win, at())).toEqual({ ok: true, balance: 10_450n, currency: 'MYR' });
    expect(seen).toEqual([
      {
        entryId: expect.any(Number),
        integration: 'demo',
        memberId: member.id,
        currency: 'MYR',
        providerId: fixture.seamless.providerId,
        gameId: fixture.seamless.slot,
        category: 'slots',
        roundId: bet.roundId,
        txId: win.txId,
        stake: 750n,
        cashStake: 750n,
        win: 1200n,
        wallet: 'member_main',
        settledAt: clock.now(),
      },
    ]);

    clock.advance(1000);
    expect(await wagers.win(win, at())).toEqual({ ok: true, balance: 10_450n, currency: 'MYR' });
    expect(seen).toHaveLength(1);
    expect(await ruleWrote(win.txId)).toBe(true);
  });

  it('sees the settlement’s own writes through its transaction: the round settled, the win credited', async () => {
    const member = await fundedMember();
    const bet = betOf(member, 100n);
    await wagers.bet(bet, at());
    const win = winOf(bet, 300n);
    await wagers.win(win, at());
    expect(insideView.get(win.txId)).toEqual({ round: 'settled', balance: '10200' });
  });

  it('rolls the whole settlement back when it throws, and runs again when the provider retries', async () => {
    const member = await fundedMember();
    const bet = betOf(member, 400n);
    await wagers.bet(bet, at());
    const win = winOf(bet, 1000n);

    hookThrows = true;
    await expect(wagers.win(win, at())).rejects.toThrow('hook failed');
    expect(insideView.get(win.txId)).toEqual({ round: 'settled', balance: '10600' }); // it did run, inside
    expect(await getBalance(platform.db, member)).toBe(9_600n);
    expect(await findRound(platform.db, fixture.seamless.providerId, bet.roundId)).toMatchObject({
      status: 'open',
      win: 0n,
      settledAt: null,
    });
    expect(await ruleWrote(win.txId)).toBe(false);
    expect(seen).toEqual([]);

    hookThrows = false;
    expect(await wagers.win(win, at())).toEqual({ ok: true, balance: 10_600n, currency: 'MYR' });
    expect(seen.map((e) => [e.txId, e.stake, e.win])).toEqual([[win.txId, 400n, 1000n]]);
  });

  it('reports a lost round (zero win), and a further win on a settled round without its stake again', async () => {
    const member = await fundedMember();
    const bet = betOf(member, 200n);
    await wagers.bet(bet, at());
    await wagers.win(winOf(bet, 0n), at());
    await wagers.win(winOf(bet, 50n), at());
    expect(seen.map((e) => [e.stake, e.win])).toEqual([
      [200n, 0n],
      [0n, 50n],
    ]);
  });

  it('counts the stake once when two wins settle the same round at the same time', async () => {
    const member = await fundedMember();
    const bet = betOf(member, 300n);
    await wagers.bet(bet, at());
    await Promise.all([wagers.win(winOf(bet, 10n), at()), wagers.win(winOf(bet, 20n), at())]);
    expect(seen.map((e) => e.stake).sort()).toEqual([0n, 300n]);
  });

  it('is not told about bets or rollbacks: a cancelled bet never counted', async () => {
    const member = await fundedMember();
    const bet = betOf(member, 300n);
    await wagers.bet(bet, at());
    expect(await wagers.rollback({ ...bet, txId: randomUUID(), refTxId: bet.txId }, at())).toMatchObject({ ok: true, balance: 10_000n });
    expect(await wagers.rollback({ ...betOf(member, 5n), refTxId: randomUUID() }, at())).toMatchObject({ ok: false, msg: 'bet_not_found' });
    expect(seen).toEqual([]);
  });

  it('names the provider wallet for transfer-type providers, and the game’s category', async () => {
    const member = await fundedMember();
    await platform.call(
      'game/play-transfer',
      { gameId: fixture.transfer.game, providerId: fixture.transfer.providerId },
      { sid: member.sid },
    );
    const bet = betOf(member, 100n, { providerId: fixture.transfer.providerId, gameId: fixture.transfer.game });
    expect(await wagers.bet(bet, at())).toMatchObject({ ok: true, balance: 9_900n });
    await wagers.win(winOf(bet, 0n), at());
    expect(seen).toMatchObject([{ wallet: 'member_provider', category: 'fishing', providerId: fixture.transfer.providerId, stake: 100n }]);
  });
});

describe('wagers', () => {
  it('keeps each adapter’s txIds apart', async () => {
    const member = await fundedMember();
    const plain = createWagers({ db: platform.db, hooks: noWagerHooks });
    const bet = betOf(member, 100n);
    expect(await plain.bet(bet, at())).toEqual({ ok: true, balance: 9_900n, currency: 'MYR' });
    // The same txId from another adapter is another bet (in its own round), not a replay or a conflict.
    expect(await plain.bet({ ...bet, roundId: randomUUID() }, { ...at(), integration: 'other' })).toEqual({
      ok: true,
      balance: 9_800n,
      currency: 'MYR',
    });
    expect(await plain.balance(bet)).toEqual({ ok: true, balance: 9_800n, currency: 'MYR', decimals: 2 });
  });
});
