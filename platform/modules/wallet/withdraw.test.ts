import { operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { PIN_MAX_TRIES } from '../members';
import {
  balance,
  houseBalance,
  key,
  ledgerProblems,
  PIN,
  readyMember,
  withdrawBody,
  type ReadyMember,
  type WalletRequest,
} from './testing/wallet-fixture';
import { registerTurnoverSource } from './turnover-requirement';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());
// Every scenario leaves the ledger whole: entries sum to zero, balances equal their postings, no member below zero.
afterEach(async () => {
  expect(await ledgerProblems(platform.db)).toEqual([]);
});

const withdraw = (m: ReadyMember, amount: string, extra: Record<string, unknown> = {}) =>
  m.call<WalletRequest>('wallet/withdraw', withdrawBody(m, amount, extra));

async function houses() {
  return {
    pending: await houseBalance(platform.db, 'house_withdrawals_pending'),
    paid: await houseBalance(platform.db, 'house_withdrawals_paid'),
  };
}

describe('wallet/withdraw', () => {
  it('holds the amount at once (main → house_withdrawals_pending); approval pays it out', async () => {
    const m = await readyMember(platform, '500.00');
    const before = await houses();
    const res = await withdraw(m, '120.00');
    expect(res.body).toMatchObject({
      status: true,
      output: { kind: 'withdrawal', method: 'bank', status: 'pending', amount: '120.00', balance: '380.00' },
    });
    expect(await balance(m)).toBe('380.00');
    expect(await houses()).toEqual({ pending: before.pending + 12_000n, paid: before.paid });

    const approved = await operatorCall<WalletRequest>(platform, 'operator/withdrawal-approve', { id: res.body.output!.id });
    expect(approved.body).toMatchObject({ status: true, output: { status: 'approved', balance: '380.00' } });
    expect(await balance(m)).toBe('380.00');
    expect(await houses()).toEqual({ pending: before.pending, paid: before.paid + 12_000n });
    expect(await ledgerProblems(platform.db)).toEqual([]);
  });

  it('returns the held amount on an operator rejection', async () => {
    const m = await readyMember(platform, '200.00');
    const before = await houses();
    const { id } = (await withdraw(m, '150')).body.output!;
    expect(await balance(m)).toBe('50.00');
    const rejected = await operatorCall<WalletRequest>(platform, 'operator/withdrawal-reject', { id, reason: 'name mismatch' });
    expect(rejected.body).toMatchObject({ status: true, output: { status: 'rejected', balance: '200.00' } });
    expect(await balance(m)).toBe('200.00');
    expect(await houses()).toEqual(before);
    expect((await operatorCall(platform, 'operator/withdrawal-approve', { id })).body).toMatchObject({ msg: 'request_not_pending' });
    expect(await ledgerProblems(platform.db)).toEqual([]);
  });

  it('returns the held amount when the member cancels their own pending withdrawal, once', async () => {
    const m = await readyMember(platform, '200.00');
    const other = await readyMember(platform, '0');
    const { id } = (await withdraw(m, '60')).body.output!;
    expect((await other.call('wallet/withdraw-cancel', { id })).body).toMatchObject({ status: false, msg: 'request_not_found' });
    const cancelled = await m.call<WalletRequest>('wallet/withdraw-cancel', { id });
    expect(cancelled.body).toMatchObject({ status: true, output: { id, status: 'cancelled', balance: '200.00' } });
    expect((await m.call('wallet/withdraw-cancel', { id })).body).toMatchObject({ status: false, msg: 'request_not_pending' });
    expect((await operatorCall(platform, 'operator/withdrawal-approve', { id })).body).toMatchObject({ msg: 'request_not_pending' });
    expect(await balance(m)).toBe('200.00');
  });

  it('lets exactly one of a concurrent approval and cancellation win', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await readyMember(platform, '300.00');
      const before = await houses();
      const { id } = (await withdraw(m, '100')).body.output!;
      const [approve, cancel] = await Promise.all([
        operatorCall<WalletRequest>(platform, 'operator/withdrawal-approve', { id }),
        m.call<WalletRequest>('wallet/withdraw-cancel', { id }),
      ]);
      const winners = [approve, cancel].filter((r) => r.body.status);
      expect(winners).toHaveLength(1);
      expect([approve, cancel].find((r) => !r.body.status)!.body.msg).toBe('request_not_pending');
      const after = await houses();
      if (approve.body.status) {
        expect(await balance(m)).toBe('200.00');
        expect(after).toEqual({ pending: before.pending, paid: before.paid + 10_000n });
      } else {
        expect(await balance(m)).toBe('300.00');
        expect(after).toEqual(before);
      }
    }
    expect(await ledgerProblems(platform.db)).toEqual([]);
  });

  it('lets exactly one of many concurrent decisions win', async () => {
    const m = await readyMember(platform, '300.00');
    const { id } = (await withdraw(m, '100')).body.output!;
    const calls = [
      ...Array.from({ length: 4 }, () => operatorCall(platform, 'operator/withdrawal-approve', { id })),
      ...Array.from({ length: 4 }, () => operatorCall(platform, 'operator/withdrawal-reject', { id })),
      ...Array.from({ length: 4 }, () => m.call('wallet/withdraw-cancel', { id })),
    ];
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.body.status)).toHaveLength(1);
    expect(answers.filter((a) => !a.body.status).every((a) => a.body.msg === 'request_not_pending')).toBe(true);
    expect(await ledgerProblems(platform.db)).toEqual([]);
  });

  it('refuses beyond the balance and outside the limits, moving nothing', async () => {
    const m = await readyMember(platform, '100.00');
    expect((await withdraw(m, '100.01')).body).toMatchObject({ status: false, msg: 'insufficient_balance' });
    // MYR withdrawal limits: 50.00 … 30000.00
    expect((await withdraw(m, '49.99')).body).toMatchObject({ status: false, msg: 'error_min', output: { n: '50.00' } });
    expect((await withdraw(m, '30000.01')).body).toMatchObject({ status: false, msg: 'error_max', output: { n: '30000.00' } });
    expect(await balance(m)).toBe('100.00');
    expect((await withdraw(m, '100')).body).toMatchObject({ status: true, output: { balance: '0.00' } });
  });

  it('needs a bound bank account of the member and a set PIN', async () => {
    const bare = await registerMember(platform);
    const call = (body: unknown) => platform.call('wallet/withdraw', body, { sid: bare.sid });
    expect((await call({ bankAccountId: 1, amount: '60', pin: PIN, idempotencyKey: key() })).body).toMatchObject({
      msg: 'bank_account_required',
    });

    await platform.call('member/bank-add', { bankName: 'CIMB', accountName: 'Bare', accountNumber: '99887766' }, { sid: bare.sid });
    const own = (await platform.call<{ id: number }[]>('member/bank-list', undefined, { sid: bare.sid })).body.output![0]!.id;
    expect((await call({ bankAccountId: own, amount: '60', pin: PIN, idempotencyKey: key() })).body).toMatchObject({ msg: 'pin_required' });

    const m = await readyMember(platform);
    expect((await withdraw(m, '60', { bankAccountId: own })).body).toMatchObject({ msg: 'bank_account_not_found' });
  });

  it('counts wrong PINs and locks PIN use after five', async () => {
    const m = await readyMember(platform, '500.00');
    for (let tries = 1; tries < PIN_MAX_TRIES; tries++) {
      const res = await withdraw(m, '60', { pin: '000000' });
      expect(res.body).toMatchObject({ status: false, msg: 'pin_incorrect', output: { triesLeft: PIN_MAX_TRIES - tries } });
    }
    expect((await withdraw(m, '60', { pin: '000000' })).body).toMatchObject({ status: false, msg: 'pin_locked' });
    // Locked: even the right PIN is refused now.
    expect((await withdraw(m, '60')).body).toMatchObject({ status: false, msg: 'pin_locked' });
    expect(await balance(m)).toBe('500.00');
  });

  it('a correct PIN clears the count of wrong ones', async () => {
    const m = await readyMember(platform, '500.00');
    for (let i = 0; i < PIN_MAX_TRIES - 1; i++) await withdraw(m, '60', { pin: '000000' });
    expect((await withdraw(m, '60')).body.status).toBe(true);
    expect((await withdraw(m, '60', { pin: '000000' })).body).toMatchObject({
      msg: 'pin_incorrect',
      output: { triesLeft: PIN_MAX_TRIES - 1 },
    });
  });

  it('never lets a burst of wrong PINs past the limit', async () => {
    const m = await readyMember(platform, '500.00');
    const answers = await Promise.all(Array.from({ length: 12 }, () => withdraw(m, '60', { pin: '000000' })));
    expect(answers.filter((a) => a.body.msg === 'pin_incorrect')).toHaveLength(PIN_MAX_TRIES - 1);
    expect(answers.filter((a) => a.body.msg === 'pin_locked')).toHaveLength(12 - (PIN_MAX_TRIES - 1));
  });

  it('answers 50 parallel PIN checks without a 5xx, and never refuses the right PIN as locked before the limit', async () => {
    const m = await readyMember(platform, '5000.00');
    // Three wrong PINs beside the right ones: fewer than the limit, so every right one must go through.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => withdraw(m, '60', i % 16 === 3 ? { pin: '000000' } : {})));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.body.msg === 'pin_incorrect')).toHaveLength(3);
    expect(answers.filter((a) => a.body.msg === 'pin_locked')).toHaveLength(0);
    expect(answers.filter((a) => a.body.status)).toHaveLength(47);
    // 7–17 s measured with one core kept busy (load 12–16), most of it the 50 requests' own queries on
    // PGlite, which runs them on the event loop: more than the default 30 s allows on a busier machine.
  }, 60_000);

  it('is held back while a turnover requirement is outstanding (the promotions hook)', async () => {
    const m = await readyMember(platform, '500.00');
    const unregister = registerTurnoverSource(async (_db, member) => (member.id === m.profile.id ? 25_000n : 0n));
    try {
      expect((await withdraw(m, '60')).body).toMatchObject({ status: false, msg: 'turnover_required', output: { outstanding: '250.00' } });
    } finally {
      unregister();
    }
    expect((await withdraw(m, '60')).body.status).toBe(true);
  });

  it('replays a repeated key and shares the key space with deposits', async () => {
    const m = await readyMember(platform, '500.00');
    const body = withdrawBody(m, '70');
    const first = await m.call('wallet/withdraw', body);
    const again = await m.call('wallet/withdraw', body);
    expect(again.body).toEqual(first.body);
    expect(await balance(m)).toBe('430.00');
    expect((await m.call('wallet/withdraw', { ...body, amount: '71' })).body).toMatchObject({ msg: 'idempotency_conflict' });
    const asDeposit = await m.call('wallet/deposit', {
      method: 'gateway',
      gatewayId: 'demo-pay',
      amount: '70',
      idempotencyKey: body.idempotencyKey,
    });
    expect(asDeposit.body).toMatchObject({ status: false, msg: 'idempotency_conflict' });
    expect(await balance(m)).toBe('430.00');
  });
});
