import { eq, sql } from 'drizzle-orm';
import { loyaltyTurnover, memberFingerprints } from '../../db/schema-loyalty';
import { manualClock, operatorCall, testPlatform, uniqueMember, type TestPlatform } from '../../test-support';
import { assertLedgerConsistent } from '../../../tests/reliability/invariants';
import { insertCatalogFixture } from '../games/testing/catalog-fixture';
import { apply, publishedPromotion } from '../promotions/testing/promotion-fixture';
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

type Device = { fp?: string; ip?: string; userAgent?: string };
/** The request options of a device: its `fp` header (none when absent), address and user agent. */
const from = (device: Device, sid?: string) => ({
  sid,
  ...(device.ip ? { ip: device.ip } : {}),
  headers: { ...(device.fp ? { fp: device.fp } : {}), ...(device.userAgent ? { 'user-agent': device.userAgent } : {}) },
});

/** Registers a MY member, optionally through a referral code, from a device (the `fp` header, address, user agent) and session. */
async function register(options: { referralCode?: string; sid?: string } & Device = {}) {
  const { username, mobileno } = uniqueMember();
  const res = await platform.call<{ id: number }>(
    'auth/register',
    { username, password: 'Secret@123', mobileno, email: '', countryCode: 'MY', language: 'en', referralCode: options.referralCode },
    from(options, options.sid),
  );
  const sid = res.sid;
  return {
    res,
    username,
    sid,
    id: res.body.output?.id ?? 0,
    call: <T = unknown>(name: string, body?: unknown) => platform.call<T>(name, body, from(options, sid)),
  };
}

const latestFlag = async () =>
  (await operatorCall<{ flags: { referrer: string; member: string; reason: string }[] }>(platform, 'operator/referral-flags', {})).body
    .output!.flags[0];

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

  it('refuses a registration without the `fp` header from the referrer’s address and browser, and accepts another address or browser', async () => {
    const a = await register({ ip: '203.0.113.10', userAgent: 'Browser/1 (A)' });
    const { code } = await info(a);
    const same = await register({ referralCode: code, ip: '203.0.113.10', userAgent: 'Browser/1 (A)' });
    expect(same.res.body).toMatchObject({ status: false, msg: 'referralCode: referral_same_device' });
    expect(await latestFlag()).toMatchObject({ referrer: a.username, reason: 'referral_same_device' });

    // One side of each fact changed: another address, or another browser on the same address.
    expect((await register({ referralCode: code, ip: '203.0.113.11', userAgent: 'Browser/1 (A)' })).res.body.status).toBe(true);
    expect((await register({ referralCode: code, ip: '203.0.113.10', userAgent: 'Browser/2 (B)' })).res.body.status).toBe(true);
  });

  it('remembers the address and browser of every sign-in, and of sessions from before it kept them', async () => {
    const a = await register({ ip: '203.0.113.20', userAgent: 'Browser/1 (A)' });
    const { code } = await info(a);
    const login = await platform.call(
      'auth/login',
      { username: a.username, password: 'Secret@123' },
      from({ ip: '203.0.113.21', userAgent: 'Phone/9' }),
    );
    expect(login.body.status).toBe(true);
    await platform.call('auth/logout', {}, { sid: login.sid });
    const res = await register({ referralCode: code, ip: '203.0.113.21', userAgent: 'Phone/9' });
    expect(res.res.body).toMatchObject({ status: false, msg: 'referralCode: referral_same_device' });

    // A session row of the referrer's (kept before the keys were): the same address and browser.
    await platform.db.delete(memberFingerprints).where(eq(memberFingerprints.memberId, a.id));
    const live = await register({ referralCode: code, ip: '203.0.113.20', userAgent: 'Browser/1 (A)' });
    expect(live.res.body).toMatchObject({ status: false, msg: 'referralCode: referral_same_device' });
  });

  it('refuses a registration that carries the referrer’s own session, whatever device it claims', async () => {
    const a = await register({ fp: 'device-session-a', ip: '203.0.113.30' });
    const { code } = await info(a);
    const res = await register({ referralCode: code, sid: a.sid, fp: 'device-session-other', ip: '198.51.100.30', userAgent: 'Other/1' });
    expect(res.res.body).toMatchObject({ status: false, msg: 'referralCode: referral_same_device' });
    expect(await latestFlag()).toMatchObject({ referrer: a.username, reason: 'referral_same_device' });
    // Another member's session is not the referrer's.
    const c = await register({ fp: 'device-session-c', ip: '198.51.100.31' });
    expect((await register({ referralCode: code, sid: c.sid, fp: 'device-session-d', ip: '198.51.100.32' })).res.body.status).toBe(true);
  });

  it('lets the fingerprint tell apart two devices behind one address with the same browser', async () => {
    const a = await register({ fp: 'device-home-a', ip: '203.0.113.40', userAgent: 'Browser/1' });
    const res = await register({ referralCode: (await info(a)).code, fp: 'device-home-b', ip: '203.0.113.40', userAgent: 'Browser/1' });
    expect(res.res.body.status).toBe(true);
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

  it('counts only the cash part of stakes: bonus money earns no commission', async () => {
    const a = await register({ fp: 'device-bonus-a' });
    const b = await register({ referralCode: (await info(a)).code, fp: 'device-bonus-b' });
    await fund(platform, b.username, '30.00');
    const promotionId = await publishedPromotion(platform, { amount: '10.00', wageringMultiplier: 5, maxBet: '50.00' });
    expect((await apply(b, { promotionId })).status).toBe(true);

    await playRound(wagers, b.id, 3500n, { win: 0n, now: clock.now() }); // 30.00 cash + 5.00 bonus money
    expect(await info(a)).toMatchObject({ accrued: '0.30', claimable: '0.30' });
    await playRound(wagers, b.id, 500n, { win: 0n, now: clock.now() }); // bonus money only
    expect(await info(a)).toMatchObject({ accrued: '0.30', claimable: '0.30' });
    // The whole stake still counts as the member's own turnover (VIP, daily tasks).
    const [row] = await platform.db
      .select({
        turnover: sql<string>`sum(${loyaltyTurnover.turnover})::text`,
        cash: sql<string>`sum(${loyaltyTurnover.cashTurnover})::text`,
      })
      .from(loyaltyTurnover)
      .where(eq(loyaltyTurnover.memberId, b.id));
    expect(row).toEqual({ turnover: '4000', cash: '3000' });
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
