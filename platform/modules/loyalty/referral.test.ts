import { manualClock, operatorCall, testPlatform, uniqueMember, type TestPlatform } from '../../test-support';
import { assertLedgerConsistent } from '../../../tests/reliability/invariants';
import { insertCatalogFixture } from '../games/testing/catalog-fixture';
import type { Wagers } from '../wagers';
import { balance, fund, key } from '../wallet/testing/wallet-fixture';
import { loyaltyWagers, playRound, setMyrReferral } from './testing/loyalty-fixture';

/** Referral: codes and links, registration through a code, self-referral refusals, commission on settled turnover, claims. */
const clock = manualClock(new Date(Date.now()));
let platform: TestPlatform;
let wagers: Wagers;

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await insertCatalogFixture(platform.db);
  wagers = loyaltyWagers(platform.db);
  await setMyrReferral(platform, 100, '1.00');
});
afterAll(async () => {
  await assertLedgerConsistent(platform.db, 'after the referral tests');
  await platform.close();
});

type Info = {
  code: string;
  path: string;
  qrSvg: string;
  accrued: string;
  claimable: string;
  claimed: string;
  referred: { username: string; active: boolean }[];
};

/** Registers a MY member, optionally through a referral code and from a device (the `fp` header). */
async function register(options: { referralCode?: string; fp?: string } = {}) {
  const { username, mobileno } = uniqueMember();
  const res = await platform.call<{ id: number }>(
    'auth/register',
    { username, password: 'Secret@123', mobileno, email: '', countryCode: 'MY', language: 'en', referralCode: options.referralCode },
    { headers: options.fp ? { fp: options.fp } : {} },
  );
  const sid = res.sid;
  return {
    res,
    username,
    id: res.body.output?.id ?? 0,
    call: <T = unknown>(name: string, body?: unknown) =>
      platform.call<T>(name, body, { sid, headers: options.fp ? { fp: options.fp } : {} }),
  };
}

const info = async (member: Awaited<ReturnType<typeof register>>) =>
  (await member.call<Info>('referral/info', { language: 'en-my', origin: 'https://casino.example' })).body.output!;

describe('referral codes and registration', () => {
  it('gives every member one code, a register link and its QR code', async () => {
    const a = await register({ fp: 'device-a-1' });
    const first = await info(a);
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(first.path).toBe(`/en-my/register?ref=${first.code}`);
    expect(first.qrSvg).toMatch(/^<svg [^>]*viewBox/);
    expect((await info(a)).code).toBe(first.code);
    expect((await platform.call('referral/check', { code: first.code.toLowerCase() })).body.status).toBe(true);
  });

  it('refuses an unknown code as a field error instead of dropping it', async () => {
    const res = await register({ referralCode: 'NOSUCH99' });
    expect(res.res.body).toMatchObject({ status: false, msg: 'referralCode: referral_code_not_found' });
    expect((await platform.call('referral/check', { code: 'NOSUCH99' })).body.msg).toBe('referral_code_not_found');
  });

  it('refuses a registration from the referrer’s own device and records it for the operator', async () => {
    const a = await register({ fp: 'device-self-1' });
    const { code } = await info(a);
    const res = await register({ referralCode: code, fp: 'device-self-1' });
    expect(res.res.body).toMatchObject({ status: false, msg: 'referralCode: referral_same_device' });
    const flags = await operatorCall<{ flags: { referrer: string; reason: string }[] }>(platform, 'operator/referral-flags', {});
    expect(flags.body.output!.flags[0]).toMatchObject({ referrer: a.username, reason: 'referral_same_device' });
  });

  it('refuses binding the referrer’s bank account number', async () => {
    const a = await register({ fp: 'device-bank-a' });
    expect(
      (await a.call('member/bank-add', { bankName: 'Maybank', accountName: 'Member A', accountNumber: '5550001111' })).body.status,
    ).toBe(true);
    const b = await register({ referralCode: (await info(a)).code, fp: 'device-bank-b' });
    const res = await b.call('member/bank-add', { bankName: 'Maybank', accountName: 'Member B', accountNumber: '5550001111' });
    expect(res.body).toMatchObject({ status: false, msg: 'referral_same_bank_account' });
    expect((await b.call('member/bank-add', { bankName: 'CIMB', accountName: 'Member B', accountNumber: '7770002222' })).body.status).toBe(
      true,
    );
    const flags = await operatorCall<{ flags: { member: string; reason: string }[] }>(platform, 'operator/referral-flags', {});
    expect(flags.body.output!.flags[0]).toMatchObject({ member: b.username, reason: 'referral_same_bank_account' });
  });
});

describe('commission', () => {
  it('accrues on the referred member’s settled turnover only, and a claim pays it once', async () => {
    const a = await register({ fp: 'device-comm-a' });
    const b = await register({ referralCode: (await info(a)).code, fp: 'device-comm-b' });
    await fund(platform, b.username, '500.00');
    expect((await info(a)).referred).toEqual([
      { username: expect.stringMatching(/^us\*+\d$/), joinedAt: expect.any(String), active: false },
    ]);

    await playRound(wagers, b.id, 5000n, { win: 2000n, now: clock.now() }); // settled: counts 50.00
    const open = await playRound(wagers, b.id, 3000n, { win: null, now: clock.now() });
    await wagers.rollback(
      {
        memberId: b.id,
        providerId: 'ztseam',
        gameId: 'ztseam-slot',
        currency: 'MYR',
        roundId: open.roundId,
        txId: `rb-${open.betTxId}`,
        refTxId: open.betTxId,
        amount: 3000n,
      },
      { integration: 'demo', now: clock.now() },
    );
    let now = await info(a);
    expect(now).toMatchObject({ accrued: '0.50', claimable: '0.50', claimed: '0.00', referred: [{ active: true }] });

    // 1 % of 50.00 is below the 1.00 minimum.
    expect((await a.call('referral/claim', { idempotencyKey: key() })).body).toMatchObject({
      status: false,
      msg: 'referral_below_minimum',
      output: { n: '1.00' },
    });

    await playRound(wagers, b.id, 15_000n, { now: clock.now() });
    now = await info(a);
    expect(now.claimable).toBe('2.00');

    const claims = await Promise.all(
      Array.from({ length: 6 }, () => a.call<{ amount: string }>('referral/claim', { idempotencyKey: key() })),
    );
    const paid = claims.filter((c) => c.body.status);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.output!.amount).toBe('2.00');
    expect(claims.filter((c) => !c.body.status).every((c) => c.body.msg === 'nothing_to_claim')).toBe(true);
    expect(await balance(a)).toBe('2.00');
    expect(await info(a)).toMatchObject({ accrued: '2.00', claimable: '0.00', claimed: '2.00' });

    const history = await a.call<{ rows: { amount: string; extra: Record<string, string> }[] }>('transaction/list', {
      type: 'referral',
      page: 1,
      pageSize: 10,
    });
    expect(history.body.output!.rows).toEqual([expect.objectContaining({ amount: '2.00', extra: { rate: '1.00' } })]);
  });

  it('answers a retried claim with what it first answered', async () => {
    const a = await register({ fp: 'device-retry-a' });
    const b = await register({ referralCode: (await info(a)).code, fp: 'device-retry-b' });
    await fund(platform, b.username, '500.00');
    await playRound(wagers, b.id, 20_000n, { now: clock.now() });
    const idempotencyKey = key();
    const first = await a.call('referral/claim', { idempotencyKey });
    const again = await a.call('referral/claim', { idempotencyKey });
    expect(first.body).toMatchObject({ status: true, output: { amount: '2.00' } });
    expect(again.body).toMatchObject({ status: true, output: { amount: '2.00' } });
    expect(await balance(a)).toBe('2.00');
  });

  it('pays on the first deposit when the operator says so', async () => {
    await setMyrReferral(platform, 500, '0', 'first_deposit');
    try {
      const a = await register({ fp: 'device-fd-a' });
      const b = await register({ referralCode: (await info(a)).code, fp: 'device-fd-b' });
      const deposit = (amount: string) =>
        b.call('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount, idempotencyKey: key() });
      expect((await deposit('100.00')).body.status).toBe(true);
      expect((await deposit('900.00')).body.status).toBe(true);
      expect((await info(a)).claimable).toBe('5.00');
    } finally {
      await setMyrReferral(platform, 100, '1.00');
    }
  });
});
