import { registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { fixture, insertCatalogFixture } from '../games/testing/catalog-fixture';
import { playRound as playWagers } from '../wagers/testing/play-round';
import { balance, fund, houseBalance, key, ledgerProblems } from './testing/wallet-fixture';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
  await insertCatalogFixture(platform.db);
});
afterAll(() => platform.close());
// Every scenario leaves the ledger whole: entries sum to zero, balances equal their postings, no member below zero.
afterEach(async () => {
  expect(await ledgerProblems(platform.db)).toEqual([]);
});

type RebateInfo = { turnover: string; rate: string; amount: string; since: string | null };

async function member() {
  const m = await registerMember(platform);
  await fund(platform, m.username, '1000.00');
  const call = <T = RebateInfo>(name: string, body?: unknown) => platform.call<T>(name, body, { sid: m.sid });
  return { ...m, call };
}

/** One provider round through the wagers: a bet, then (unless left open) a win. */
async function playRound(memberId: number, bet: string, win: string | null = '0') {
  const round = { memberId, providerId: fixture.seamless.providerId, gameId: fixture.seamless.slot, currency: 'MYR' };
  await playWagers(platform.db, round, BigInt(bet), win === null ? null : BigInt(win));
}

describe('wallet/rebate-info and wallet/rebate-claim', () => {
  it('pays 0.50 % of settled turnover, rounded down, once; open rounds do not count yet', async () => {
    const m = await member();
    expect((await m.call('wallet/rebate-info')).body.output).toEqual({ turnover: '0.00', rate: '0.50', amount: '0.00', since: null });
    expect((await m.call('wallet/rebate-claim', { idempotencyKey: key() })).body).toMatchObject({ status: false, msg: 'nothing_to_claim' });

    await playRound(m.profile.id, '10000'); // 100.00 lost
    await playRound(m.profile.id, '2399', '5000'); // 23.99 staked, won
    await playRound(m.profile.id, '5000', null); // open: not turnover yet
    const info = (await m.call('wallet/rebate-info')).body.output!;
    // 123.99 × 0.5 % = 0.61995 → 0.61
    expect(info).toEqual({ turnover: '123.99', rate: '0.50', amount: '0.61', since: null });

    const rebates = await houseBalance(platform.db, 'house_rebates');
    const before = await balance(m);
    const claimKey = key();
    const claim = await m.call('wallet/rebate-claim', { idempotencyKey: claimKey });
    expect(claim.body).toMatchObject({ status: true, output: { turnover: '123.99', amount: '0.61' } });
    expect(await balance(m)).toBe((Number(before) + 0.61).toFixed(2));
    expect(await houseBalance(platform.db, 'house_rebates')).toBe(rebates - 61n);

    // A retried claim answers the first; a new claim finds nothing new.
    expect((await m.call('wallet/rebate-claim', { idempotencyKey: claimKey })).body).toEqual(claim.body);
    expect((await m.call('wallet/rebate-claim', { idempotencyKey: key() })).body).toMatchObject({ msg: 'nothing_to_claim' });
    const after = (await m.call('wallet/rebate-info')).body.output!;
    expect(after).toMatchObject({ turnover: '0.00', amount: '0.00' });
    expect(after.since).not.toBeNull();
    expect(await balance(m)).toBe((Number(before) + 0.61).toFixed(2));
    expect(await ledgerProblems(platform.db)).toEqual([]);
  });

  it('counts only rounds settled since the last claim', async () => {
    const m = await member();
    await playRound(m.profile.id, '20000');
    await m.call('wallet/rebate-claim', { idempotencyKey: key() });
    await playRound(m.profile.id, '40000');
    expect((await m.call('wallet/rebate-info')).body.output).toMatchObject({ turnover: '400.00', amount: '2.00' });
    expect((await m.call('wallet/rebate-claim', { idempotencyKey: key() })).body.output).toMatchObject({
      turnover: '400.00',
      amount: '2.00',
    });
  });

  it('refuses turnover too small to pay a whole minor unit', async () => {
    const m = await member();
    await playRound(m.profile.id, '199'); // 1.99 × 0.5 % < 0.01
    expect((await m.call('wallet/rebate-info')).body.output).toMatchObject({ turnover: '1.99', amount: '0.00' });
    expect((await m.call('wallet/rebate-claim', { idempotencyKey: key() })).body).toMatchObject({ msg: 'nothing_to_claim' });
  });

  it('pays a window once when claims race', async () => {
    const m = await member();
    await playRound(m.profile.id, '100000'); // 1,000.00 → 5.00
    const before = await balance(m);
    const answers = await Promise.all(Array.from({ length: 6 }, () => m.call('wallet/rebate-claim', { idempotencyKey: key() })));
    expect(answers.filter((a) => a.body.status)).toHaveLength(1);
    expect(answers.filter((a) => !a.body.status).every((a) => a.body.msg === 'nothing_to_claim')).toBe(true);
    expect(await balance(m)).toBe((Number(before) + 5).toFixed(2));
    expect(await ledgerProblems(platform.db)).toEqual([]);
  });
});
