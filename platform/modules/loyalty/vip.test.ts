import { eq } from 'drizzle-orm';
import { loyaltyTurnover } from '../../db/schema-loyalty';
import { manualClock, testPlatform, type TestPlatform } from '../../test-support';
import { assertLedgerConsistent } from '../../../tests/reliability/invariants';
import { insertCatalogFixture } from '../games/testing/catalog-fixture';
import type { Wagers } from '../wagers';
import { balance, readyMember, type ReadyMember } from '../wallet/testing/wallet-fixture';
import { relogin } from './testing/loyalty-fixture';
import { loyaltyWagers, playRound, setMyrTiers } from './testing/loyalty-fixture';

/** VIP: tiers from turnover (the bet-settled upsert), level-up rewards paid once as 'vip' entries, the retention rule. */
const clock = manualClock(new Date('2026-11-20T04:00:00Z'));
let platform: TestPlatform;
let wagers: Wagers;

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await insertCatalogFixture(platform.db);
  wagers = loyaltyWagers(platform.db);
  await setMyrTiers(platform);
});
afterAll(async () => {
  await assertLedgerConsistent(platform.db, 'after the VIP tests');
  await platform.close();
});

type Status = {
  level: number;
  name: string;
  turnover: string;
  next: { level: number; remaining: string; percent: number } | null;
  rewardsPaid: unknown[];
};
const status = async (member: ReadyMember, language = 'en-my') =>
  (await member.call<Status>('vip/status', { currency: 'MYR', language })).body;

describe('VIP tiers', () => {
  it('lists every tier with its benefits for a visitor, in the asked language', async () => {
    const res = await platform.call<{ tiers: { level: number; name: string; rebateRate: string; reward: string }[] }>('vip/tiers', {
      currency: 'MYR',
      language: 'zh-my',
    });
    expect(res.body.output!.tiers.map((t) => [t.level, t.name, t.rebateRate, t.reward])).toEqual([
      [0, 'Bronze（中）', '0.50', '0.00'],
      [1, 'Silver（中）', '0.60', '5.00'],
      [2, 'Gold（中）', '0.80', '20.00'],
    ]);
  });

  it('promotes by settled turnover and pays each level-up reward once, in the VIP history', async () => {
    const member = await readyMember(platform, '1000.00');
    expect(await status(member)).toMatchObject({
      output: { level: 0, name: 'Bronze', turnover: '0.00', next: { level: 1, remaining: '100.00', percent: 0 } },
    });

    await playRound(wagers, member.profile.id, 6000n, { now: clock.now() });
    expect((await status(member)).output).toMatchObject({ level: 0, next: { level: 1, remaining: '40.00', percent: 60 } });
    await playRound(wagers, member.profile.id, 4000n, { win: 1000n, now: clock.now() });

    // Five looks at once: the Silver reward is paid by exactly one of them.
    const looks = await Promise.all(Array.from({ length: 5 }, () => status(member)));
    expect(looks.every((l) => l.output!.level === 1)).toBe(true);
    expect(looks.flatMap((l) => l.output!.rewardsPaid)).toEqual([{ level: 1, amount: '5.00', kind: 'cash' }]);
    expect(await balance(member)).toBe('915.00'); // 1000 - 60 - 40 + 10 + 5

    const history = await member.call<{ rows: { amount: string; description: string }[] }>('transaction/list', {
      type: 'vip',
      from: '2026-01-01',
      to: '2030-12-31',
      page: 1,
      pageSize: 10,
    });
    expect(history.body.output!.rows).toEqual([expect.objectContaining({ amount: '5.00', description: 'Silver' })]);
  });

  it('pays a skipped level too when one round jumps two tiers', async () => {
    const member = await readyMember(platform, '1000.00');
    await playRound(wagers, member.profile.id, 60_000n, { now: clock.now() });
    const look = await status(member);
    expect(look.output).toMatchObject({ level: 2, next: null });
    expect(look.output!.rewardsPaid).toEqual([
      { level: 1, amount: '5.00', kind: 'cash' },
      { level: 2, amount: '20.00', kind: 'cash' },
    ]);
  });

  it('does not count a rolled-back bet, nor a further win to a settled round', async () => {
    const member = await readyMember(platform, '500.00');
    const open = await playRound(wagers, member.profile.id, 9000n, { win: null, now: clock.now() });
    const refunded = await wagers.rollback(
      {
        memberId: member.profile.id,
        providerId: 'ztseam',
        gameId: 'ztseam-slot',
        currency: 'MYR',
        roundId: open.roundId,
        txId: `rb-${open.betTxId}`,
        refTxId: open.betTxId,
        amount: 9000n,
      },
      { integration: 'demo', now: clock.now() },
    );
    expect(refunded.ok).toBe(true);
    expect((await status(member)).output!.turnover).toBe('0.00');
    const rows = await platform.db.select().from(loyaltyTurnover).where(eq(loyaltyTurnover.memberId, member.profile.id));
    expect(rows).toEqual([]);
  });

  it('keeps a tier only while the rolling period still reaches it, and never pays a level twice', async () => {
    await setMyrTiers(platform, 7);
    const member = await readyMember(platform, '1000.00');
    await playRound(wagers, member.profile.id, 15_000n, { now: clock.now() });
    expect((await status(member)).output).toMatchObject({ level: 1, rewardsPaid: [{ level: 1 }] });

    clock.advance(7 * 24 * 3_600_000);
    await relogin(platform, member);
    expect((await status(member)).output).toMatchObject({ level: 0, turnover: '0.00' });

    await playRound(wagers, member.profile.id, 15_000n, { now: clock.now() });
    expect((await status(member)).output).toMatchObject({ level: 1, rewardsPaid: [] });
    await setMyrTiers(platform, null);
  });
});

describe('operator tier rules', () => {
  it('refuses tiers without a base tier, repeated levels or falling thresholds', async () => {
    const { operatorCall } = await import('../../test-support');
    const tier = (level: number, threshold: string) => ({
      level,
      threshold,
      languages: { en: { name: `L${level}` } },
      rebateBp: 50,
      withdrawalsPerDay: 3,
      withdrawalMaxPerDay: '100',
    });
    const save = (tiers: unknown[]) => operatorCall(platform, 'operator/vip-tiers-save', { currency: 'MYR', periodDays: null, tiers });
    expect((await save([tier(1, '10')])).body.msg).toBe('vip_base_tier_required');
    expect((await save([tier(0, '0'), tier(0, '5')])).body.msg).toBe('vip_level_repeated');
    expect((await save([tier(0, '0'), tier(1, '50'), tier(2, '40')])).body.msg).toBe('vip_thresholds_must_rise');
    expect(
      (await operatorCall(platform, 'operator/vip-tiers-save', { currency: 'XXX', periodDays: null, tiers: [tier(0, '0')] })).body.msg,
    ).toBe('currency_not_found');
    expect((await platform.call('operator/vip-tiers-save', { currency: 'MYR', periodDays: null, tiers: [tier(0, '0')] })).statusCode).toBe(
      401,
    );
  });
});

describe('tier benefits through the existing rules', () => {
  it('sets the instant-rebate rate and the withdrawals per day by tier', async () => {
    const { PIN } = await import('../wallet/testing/wallet-fixture');
    const member = await readyMember(platform, '1000.00');
    await playRound(wagers, member.profile.id, 20_000n, { now: clock.now() }); // 200.00: Silver
    const rebate = await member.call<{ rate: string; amount: string }>('wallet/rebate-info');
    expect(rebate.body.output).toMatchObject({ rate: '0.60', amount: '1.20' });

    // Silver allows 4 withdrawals a day.
    const withdraw = () =>
      member.call('wallet/withdraw', {
        bankAccountId: member.bankAccountId,
        amount: '50.00',
        pin: PIN,
        idempotencyKey: `w-${Math.random()}`,
      });
    for (let i = 0; i < 4; i++) expect((await withdraw()).body.msg).toBe('success');
    expect((await withdraw()).body).toMatchObject({ status: false, msg: 'vip_withdrawals_per_day', output: { n: '4' } });
  });
});

describe('a level-up reward as a bonus with wagering (the promotions engine)', () => {
  const bonusTiers = async () => {
    const { operatorCall } = await import('../../test-support');
    const tier = (level: number, threshold: string, extra: Record<string, unknown> = {}) => ({
      level,
      threshold,
      languages: { en: { name: `Bonus tier ${level}` } },
      rebateBp: 50,
      withdrawalsPerDay: 10,
      withdrawalMaxPerDay: '10000.00',
      ...extra,
    });
    const res = await operatorCall(platform, 'operator/vip-tiers-save', {
      currency: 'MYR',
      periodDays: null,
      tiers: [tier(0, '0'), tier(1, '100.00', { rewardKind: 'bonus', reward: '10.00', rewardWagering: 4 })],
    });
    expect(res.body).toMatchObject({ status: true });
  };
  afterAll(() => setMyrTiers(platform));

  it('grants the bonus once through the engine, records the level in the VIP history, and keeps the promotion out of reach', async () => {
    await bonusTiers();
    const member = await readyMember(platform, '500.00');
    await playRound(wagers, member.profile.id, 10_000n, { now: clock.now() });
    const looks = await Promise.all(Array.from({ length: 4 }, () => status(member)));
    expect(looks.flatMap((l) => l.output!.rewardsPaid)).toEqual([{ level: 1, amount: '10.00', kind: 'bonus' }]);
    const bonus = await member.call<{ cash: string; bonus: string; active: { required: string; promotionId: number } | null }>(
      'promotion/bonus',
    );
    expect(bonus.body.output).toMatchObject({ cash: '400.00', bonus: '10.00', active: { required: '40.00' } });

    const history = await member.call<{ rows: { amount: string; description: string; extra: Record<string, string> }[] }>(
      'transaction/list',
      {
        type: 'vip',
        from: '2026-01-01',
        to: '2030-12-31',
      },
    );
    expect(history.body.output!.rows).toEqual([
      expect.objectContaining({ amount: '0.00', description: 'Bonus tier 1', extra: { level: '1', bonus: '10.00' } }),
    ]);

    // The reserved promotion is nobody's to list or claim.
    const promotionId = bonus.body.output!.active!.promotionId;
    const other = await readyMember(platform, '0');
    expect((await other.call('promotion/apply', { promotionId })).body.msg).toBe('promotion_not_found');
    const listed = await platform.call<{ promotions: { promotionId: number }[] }>('promotion/info', { currency: 'MYR' });
    expect(listed.body.output!.promotions.map((p) => p.promotionId)).not.toContain(promotionId);
  });

  it('waits while the member has another bonus open, and grants it on the next look after that bonus ends', async () => {
    await bonusTiers();
    const member = await readyMember(platform, '500.00');
    await playRound(wagers, member.profile.id, 10_000n, { now: clock.now() });
    const code = await member.call('promotion/apply', { promotionCode: 'WELCOME10' });
    expect(code.body).toMatchObject({ status: true });
    expect((await status(member)).output).toMatchObject({ level: 1, rewardsPaid: [] });

    const open = await member.call<{ active: { bonusId: number } }>('promotion/bonus');
    expect(
      (await member.call('promotion/leave', { bonusId: open.body.output!.active.bonusId, idempotencyKey: `leave-${member.username}` })).body
        .status,
    ).toBe(true);
    expect((await status(member)).output!.rewardsPaid).toEqual([{ level: 1, amount: '10.00', kind: 'bonus' }]);
    expect((await status(member)).output!.rewardsPaid).toEqual([]);
  });
});
