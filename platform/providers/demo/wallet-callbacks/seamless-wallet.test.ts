import { randomUUID } from 'node:crypto';
import { getBalance } from '../../../modules/ledger';
import { findRound, type BetSettled, type WagerHooks } from '../../../modules/wagers';
import { fixture, insertCatalogFixture } from '../../../modules/games/testing/catalog-fixture';
import { operatorCall, registerMember, testPlatform, type TestPlatform } from '../../../test-support';
import { SIGNATURE_HEADER } from '../protocol/signature';
import { signedCallback } from '../testing/signed-callback';

let platform: TestPlatform;
/** A bet-settled rule registered at start-up, as platform/app.ts registers them. */
const settled: BetSettled[] = [];
let failSettlement = false;
const hooks: WagerHooks = {
  onBetSettled: [
    async (_tx, event) => {
      if (failSettlement) throw new Error('rule failed');
      settled.push(event);
    },
  ],
};
beforeAll(async () => {
  platform = await testPlatform({ wagerHooks: hooks });
  await insertCatalogFixture(platform.db);
});
afterAll(() => platform.close());

const seamless = fixture.seamless.providerId;
const transfer = fixture.transfer.providerId;

/** A member funded with `amount` (decimal string) in their main wallet. */
async function fundedMember(amount = '100.00') {
  const { profile, username } = await registerMember(platform);
  if (amount !== '0') {
    await operatorCall(platform, 'operator/adjust', { username, amount, note: '', idempotencyKey: `fund-${randomUUID()}` });
  }
  return { id: profile.id, currency: profile.currency, username };
}

function money(member: { id: number }, amount: string, extra: Record<string, unknown> = {}) {
  return {
    txId: randomUUID(),
    roundId: randomUUID(),
    memberId: member.id,
    providerId: seamless,
    gameId: fixture.seamless.slot,
    currency: 'MYR',
    amount,
    ...extra,
  };
}

const main = (member: { id: number; currency: string }) => getBalance(platform.db, member);

describe('wallet callback authentication', () => {
  it('refuses a body whose signature does not match the provider secret', async () => {
    const member = await fundedMember();
    const res = await signedCallback(platform, 'bet', money(member, '100'), 'not-the-secret');
    expect(res).toEqual({ statusCode: 401, body: { status: false, msg: 'invalid_signature' } });
    expect(await main(member)).toBe(10_000n);
  });

  it('refuses a missing signature, unknown actions and malformed payloads', async () => {
    const unsigned = await platform.app.inject({
      method: 'POST',
      url: '/provider/demo/wallet/balance',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await signedCallback(platform, 'steal', {})).statusCode).toBe(404);
    const bad = await signedCallback(platform, 'bet', { memberId: 1, amount: '1.50' });
    expect(bad.statusCode).toBe(400);
    // The signature header name is part of the protocol.
    expect(SIGNATURE_HEADER).toBe('x-provider-signature');
  });
});

describe('seamless wallet', () => {
  it('answers the balance with the currency and its decimals', async () => {
    const member = await fundedMember('12.34');
    const res = await signedCallback(platform, 'balance', { memberId: member.id, providerId: seamless, currency: 'MYR' });
    expect(res.body).toEqual({ status: true, msg: 'success', balance: '1234', currency: 'MYR', decimals: 2 });
  });

  it('debits a bet, credits a win and records the round', async () => {
    const member = await fundedMember();
    const bet = money(member, '500');
    expect((await signedCallback(platform, 'bet', bet)).body).toEqual({ status: true, msg: 'success', balance: '9500', currency: 'MYR' });
    expect(await findRound(platform.db, seamless, bet.roundId)).toMatchObject({ status: 'open', bet: 500n, win: 0n, memberId: member.id });

    const win = { ...bet, txId: randomUUID(), amount: '1200' };
    expect((await signedCallback(platform, 'win', win)).body).toMatchObject({ status: true, balance: '10700' });
    expect(await findRound(platform.db, seamless, bet.roundId)).toMatchObject({ status: 'settled', bet: 500n, win: 1200n });
    expect(await main(member)).toBe(10_700n);
  });

  it('settles a losing round with a zero win', async () => {
    const member = await fundedMember();
    const bet = money(member, '100');
    await signedCallback(platform, 'bet', bet);
    const res = await signedCallback(platform, 'win', { ...bet, txId: randomUUID(), amount: '0' });
    expect(res.body).toMatchObject({ status: true, balance: '9900' });
    expect(await findRound(platform.db, seamless, bet.roundId)).toMatchObject({ status: 'settled', win: 0n });
  });

  it('answers a replayed txId with the first answer and moves nothing', async () => {
    const member = await fundedMember();
    const bet = money(member, '100');
    const first = await signedCallback(platform, 'bet', bet);
    await signedCallback(platform, 'bet', money(member, '100')); // another bet moves the balance on
    const replay = await signedCallback(platform, 'bet', bet);
    expect(replay.body).toEqual(first.body);
    // Amounts are compared as numbers: "0100" is the same bet.
    expect((await signedCallback(platform, 'bet', { ...bet, amount: '0100' })).body).toEqual(first.body);
    expect(await main(member)).toBe(9_800n);
  });

  it('refuses the same txId with other values', async () => {
    const member = await fundedMember();
    const bet = money(member, '100');
    await signedCallback(platform, 'bet', bet);
    expect((await signedCallback(platform, 'bet', { ...bet, amount: '200' })).body).toMatchObject({
      status: false,
      msg: 'idempotency_conflict',
    });
    // A bet's txId reused for a win is a conflict too.
    expect((await signedCallback(platform, 'win', { ...bet })).body).toMatchObject({ status: false, msg: 'idempotency_conflict' });
    expect(await main(member)).toBe(9_900n);
  });

  it('refuses a bet over the balance and opens no round', async () => {
    const member = await fundedMember('1.00');
    const bet = money(member, '101');
    expect((await signedCallback(platform, 'bet', bet)).body).toEqual({
      status: false,
      msg: 'insufficient_balance',
      balance: '100',
      currency: 'MYR',
    });
    expect(await findRound(platform.db, seamless, bet.roundId)).toBeUndefined();
    expect(await main(member)).toBe(100n);
  });

  it('refuses a rollback of an unknown bet and then that bet when it arrives late', async () => {
    const member = await fundedMember();
    const bet = money(member, '300');
    const rollback = { ...bet, txId: randomUUID(), refTxId: bet.txId };
    expect((await signedCallback(platform, 'rollback', rollback)).body).toMatchObject({ status: false, msg: 'bet_not_found' });
    expect((await signedCallback(platform, 'rollback', rollback)).body).toMatchObject({ status: false, msg: 'bet_not_found' });
    expect((await signedCallback(platform, 'bet', bet)).body).toMatchObject({ status: false, msg: 'bet_rolled_back', balance: '10000' });
    expect(await main(member)).toBe(10_000n);
  });

  it('refunds a known bet once, however many rollbacks ask for it', async () => {
    const member = await fundedMember();
    const bet = money(member, '300');
    await signedCallback(platform, 'bet', bet);
    const first = await signedCallback(platform, 'rollback', { ...bet, txId: randomUUID(), refTxId: bet.txId });
    expect(first.body).toMatchObject({ status: true, balance: '10000' });
    const second = await signedCallback(platform, 'rollback', { ...bet, txId: randomUUID(), refTxId: bet.txId });
    expect(second.body).toEqual(first.body);
    expect(await main(member)).toBe(10_000n);
    expect(await findRound(platform.db, seamless, bet.roundId)).toMatchObject({ status: 'rolled_back', bet: 0n });
    // The round is closed: no win can be paid on it.
    const win = await signedCallback(platform, 'win', { ...bet, txId: randomUUID(), amount: '600' });
    expect(win.body).toMatchObject({ status: false, msg: 'round_rolled_back' });
    expect(await main(member)).toBe(10_000n);
  });

  it('refuses a rollback that does not match the bet, and one of a round already paid', async () => {
    const member = await fundedMember();
    const bet = money(member, '300');
    await signedCallback(platform, 'bet', bet);
    const wrongAmount = await signedCallback(platform, 'rollback', { ...bet, txId: randomUUID(), refTxId: bet.txId, amount: '3000' });
    expect(wrongAmount.body).toMatchObject({ status: false, msg: 'idempotency_conflict' });

    await signedCallback(platform, 'win', { ...bet, txId: randomUUID(), amount: '0' });
    const late = await signedCallback(platform, 'rollback', { ...bet, txId: randomUUID(), refTxId: bet.txId });
    expect(late.body).toMatchObject({ status: false, msg: 'round_settled' });
    expect(await main(member)).toBe(9_700n);
  });

  it('refuses a win for a round it never saw, and calls for another member’s currency', async () => {
    const member = await fundedMember();
    expect((await signedCallback(platform, 'win', money(member, '100'))).body).toMatchObject({ status: false, msg: 'round_not_found' });
    expect((await signedCallback(platform, 'bet', money(member, '100', { currency: 'THB' }))).body).toMatchObject({
      status: false,
      msg: 'currency_mismatch',
    });
    expect((await signedCallback(platform, 'bet', money({ id: 999_999 }, '100'))).body).toMatchObject({
      status: false,
      msg: 'member_not_found',
    });
    expect(await main(member)).toBe(10_000n);
  });
});

describe('transfer-type provider', () => {
  it('plays against the member’s provider wallet, not main', async () => {
    const member = await fundedMember('50.00');
    const base = { providerId: transfer, gameId: fixture.transfer.game };
    // Nothing transferred yet: main has money, the provider wallet does not.
    const refused = await signedCallback(platform, 'bet', money(member, '100', base));
    expect(refused.body).toMatchObject({ status: false, msg: 'insufficient_balance', balance: '0' });

    const { sid } = await platform.call('auth/login', { username: member.username, password: 'Secret@123' });
    const moved = await platform.call('game/play-transfer', { gameId: fixture.transfer.game, providerId: transfer }, { sid });
    expect(moved.body.output).toMatchObject({ balance: '0.00' });

    const bet = money(member, '1000', base);
    expect((await signedCallback(platform, 'bet', bet)).body).toMatchObject({ status: true, balance: '4000' });
    expect((await signedCallback(platform, 'win', { ...bet, txId: randomUUID(), amount: '2500' })).body).toMatchObject({ balance: '6500' });
    expect(await getBalance(platform.db, member, 'member_provider', transfer)).toBe(6_500n);
    expect(await main(member)).toBe(0n);
    const balance = await signedCallback(platform, 'balance', { memberId: member.id, providerId: transfer, currency: 'MYR' });
    expect(balance.body).toMatchObject({ balance: '6500' });
  });
});

describe('bet-settled hooks registered at start-up', () => {
  it('hear each settled round once, and a failing one leaves the win unpaid until the provider retries', async () => {
    const member = await fundedMember();
    const bet = money(member, '500');
    await signedCallback(platform, 'bet', bet);
    const win = { ...bet, txId: randomUUID(), amount: '800' };

    settled.length = 0;
    failSettlement = true;
    const failed = await signedCallback(platform, 'win', win);
    failSettlement = false;
    expect(failed.statusCode).toBe(500);
    expect(await main(member)).toBe(9_500n);
    expect(await findRound(platform.db, seamless, bet.roundId)).toMatchObject({ status: 'open', win: 0n });

    expect((await signedCallback(platform, 'win', win)).body).toMatchObject({ status: true, balance: '10300' });
    expect((await signedCallback(platform, 'win', win)).body).toMatchObject({ status: true, balance: '10300' });
    expect(settled).toMatchObject([
      { integration: 'demo', memberId: member.id, roundId: bet.roundId, txId: win.txId, stake: 500n, win: 800n },
    ]);
  });
});
