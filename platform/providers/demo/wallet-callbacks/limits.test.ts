import { randomUUID } from 'node:crypto';
import type { PlayOutput } from '@/lib/contracts/games';
import type { LimitsView } from '@/lib/contracts/limits';
import { getBalance } from '../../../modules/ledger';
import { fixture, insertCatalogFixture } from '../../../modules/games/testing/catalog-fixture';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../../test-support';
import { signedCallback } from '../testing/signed-callback';

/**
 * Loss and wager limits where a bet's money moves: the wallet callback, whatever game token the
 * provider carries (platform/modules/limits/limits.test.ts has the deposits and the member's
 * endpoints). The clock is the platform's: 2026-03-02 10:00 in Kuala Lumpur (UTC+8), a Monday.
 */
const HOUR = 3_600_000;
const clock = manualClock(new Date('2026-03-02T02:00:00Z'));
let platform: TestPlatform;

beforeAll(async () => {
  platform = await testPlatform({
    clock: clock.now,
    listenProvider: true,
    env: { PROVIDER_PORT: '0', GAME_TOKEN_TTL_SECONDS: '86400', SESSION_IDLE_MINUTES: '10000', SESSION_ABSOLUTE_HOURS: '1000' },
  });
  await insertCatalogFixture(platform.db);
});
afterAll(() => platform.close());

async function member(amount = '100.00') {
  const m = await registerMember(platform);
  await operatorCall(platform, 'operator/adjust', { username: m.username, amount, note: '', idempotencyKey: `fund-${randomUUID()}` });
  const call = <T = LimitsView>(name: string, body?: unknown) => platform.call<T>(name, body, { sid: m.sid });
  return { ...m, id: m.profile.id, call };
}
type Member = Awaited<ReturnType<typeof member>>;

const limitOf = (view: LimitsView | undefined, kind: string, period: string) =>
  view?.limits.find((l) => l.kind === kind && l.period === period);

function bet(m: Member, amount: string) {
  return signedCallback(platform, 'bet', {
    txId: randomUUID(),
    roundId: randomUUID(),
    memberId: m.id,
    providerId: fixture.seamless.providerId,
    gameId: fixture.seamless.slot,
    currency: 'MYR',
    amount,
  });
}

describe('a loss limit at the bet callback', () => {
  it('refuses a bet through a game token issued before the limit was set', async () => {
    const m = await member();
    const play = await platform.call<PlayOutput>('game/play', { gameId: fixture.seamless.slot }, { sid: m.sid });
    const html = await (await fetch(play.body.output!.url)).text();
    const session = (JSON.parse(/<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html)![1]!) as { session: string })
      .session;
    const round = (minor: string) =>
      fetch(`${platform.providerUrl}/api/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, bet: minor }),
      }).then((r) => r.json() as Promise<{ status: boolean; msg: string }>);

    // The token was issued with no limit in force; the limit set now holds for it all the same.
    expect((await m.call('limits/set', { kind: 'loss', period: 'day', amount: '5' })).body.status).toBe(true);
    expect(await round('1000')).toMatchObject({ status: false, msg: 'loss_limit_reached' });
    expect(await getBalance(platform.db, { id: m.id, currency: 'MYR' })).toBe(10_000n);
    expect((await round('100')).status).toBe(true);
  });

  it('lets 50 parallel bets through only up to the limit, never over it', async () => {
    const m = await member();
    await m.call('limits/set', { kind: 'loss', period: 'day', amount: '10' });
    const answers = (await Promise.all(Array.from({ length: 50 }, () => bet(m, '100')))).map((a) => a.body);
    expect(answers.filter((a) => a.status)).toHaveLength(10);
    expect(answers.filter((a) => !a.status).every((a) => a.msg === 'loss_limit_reached')).toBe(true);
    expect(await getBalance(platform.db, { id: m.id, currency: 'MYR' })).toBe(9_000n);
    expect(limitOf((await m.call('limits/list')).body.output, 'loss', 'day')?.used).toBe('10.00');
  });

  it('counts wins against losses, warns once at 80 %, and counts play from before the first limit', async () => {
    const m = await member();
    const played = await bet(m, '300'); // 3.00 staked before any limit
    expect(played.body.status).toBe(true);
    const pushed: { event: string; payload: unknown }[] = [];
    const spy = vi.spyOn(platform.realtime, 'publishToMember').mockImplementation((memberId, event, payload) => {
      if (memberId === m.id) pushed.push({ event, payload });
    });
    try {
      await m.call('limits/set', { kind: 'loss', period: 'week', amount: '10' });
      await m.call('limits/set', { kind: 'wager', period: 'month', amount: '1000' });
      const view = (await m.call('limits/list')).body.output;
      expect(limitOf(view, 'loss', 'week')?.used).toBe('3.00');

      const staked = { txId: randomUUID(), roundId: randomUUID(), memberId: m.id, providerId: fixture.seamless.providerId };
      const round = { ...staked, gameId: fixture.seamless.slot, currency: 'MYR' };
      expect((await signedCallback(platform, 'bet', { ...round, amount: '400' })).body.status).toBe(true); // loss 7.00
      expect((await signedCallback(platform, 'win', { ...round, txId: randomUUID(), amount: '200' })).body.status).toBe(true); // loss 5.00
      expect(pushed.filter((p) => p.event === 'limit-warning')).toEqual([]);
      expect((await bet(m, '300')).body.status).toBe(true); // loss 8.00: 80 %
      expect((await bet(m, '100')).body.status).toBe(true); // loss 9.00: warned already
      const warnings = pushed.filter((p) => p.event === 'limit-warning');
      expect(warnings).toEqual([
        { event: 'limit-warning', payload: { kind: 'loss', period: 'week', percent: 80, used: '8.00', limit: '10.00', currency: 'MYR' } },
      ]);
      expect((await bet(m, '200')).body.msg).toBe('loss_limit_reached');
      expect(pushed.find((p) => p.event === 'bet-refused')).toMatchObject({
        payload: {
          reason: 'loss_limit_reached',
          output: { kind: 'loss', period: 'week', limit: '10.00', remaining: '1.00', currency: 'MYR' },
        },
      });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a raise waiting for its cooling period', () => {
  it('keeps the old limit in force at the bet callback until the member confirms it', async () => {
    const m = await member();
    await m.call('limits/set', { kind: 'wager', period: 'week', amount: '40' });
    await m.call('limits/set', { kind: 'wager', period: 'week', amount: '100' });
    expect((await bet(m, '4100')).body.msg).toBe('wager_limit_reached');
    clock.advance(24 * HOUR);
    expect((await bet(m, '4100')).body.msg).toBe('wager_limit_reached');
    expect((await m.call('limits/confirm', { kind: 'wager', period: 'week' })).body.status).toBe(true);
    expect((await bet(m, '4100')).body.status).toBe(true);
    clock.advance(-24 * HOUR);
  });
});
