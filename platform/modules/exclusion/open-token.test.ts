import { randomUUID } from 'node:crypto';
import type { PlayOutput } from '@/lib/contracts/games';
import { fixture, insertCatalogFixture } from '../games/testing/catalog-fixture';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { exclusionGuard } from './guards';

/**
 * A game token outlives the site's session: the wallet's bet callback refuses the stakes of a
 * token opened before a break, or played past the member's session limit (the demo provider on
 * its own port, its page's API called over HTTP as the game does).
 */
const clock = manualClock(new Date());
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now, listenProvider: true, env: { PROVIDER_PORT: '0', GAME_TOKEN_TTL_SECONDS: '86400' } });
  await insertCatalogFixture(platform.db);
});
afterAll(() => platform.close());

async function openGame() {
  const member = await registerMember(platform);
  await operatorCall(platform, 'operator/adjust', {
    username: member.username,
    amount: '100.00',
    note: '',
    idempotencyKey: `fund-${randomUUID()}`,
  });
  const play = await platform.call<PlayOutput>('game/play', { gameId: fixture.seamless.slot }, { sid: member.sid });
  const html = await (await fetch(play.body.output!.url)).text();
  const boot = JSON.parse(/<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html)![1]!) as { session: string };
  return { ...member, session: boot.session };
}

async function spin(session: string): Promise<{ status: boolean; msg?: string }> {
  const res = await fetch(`${platform.providerUrl}/api/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, bet: '100' }),
  });
  return (await res.json()) as { status: boolean; msg?: string };
}

describe('an open game token', () => {
  it('takes no stake once its member is on a break', async () => {
    const member = await openGame();
    expect(await spin(member.session)).toMatchObject({ status: true });
    await platform.call('safety/take-break', { kind: 'cool_off', period: '1d', password: 'Secret@123' }, { sid: member.sid });
    expect(await spin(member.session)).toMatchObject({ status: false, msg: 'on_break' });
  });

  it('takes no stake once the session limit has passed since the latest login, and takes them again after a new login', async () => {
    const member = await openGame();
    await platform.call('safety/settings-save', { realityCheckMinutes: 60, sessionLimitMinutes: 30 }, { sid: member.sid });
    clock.advance(30 * 60_000 - 1000);
    expect(await spin(member.session)).toMatchObject({ status: true });
    clock.advance(1000);
    expect(await spin(member.session)).toMatchObject({ status: false, msg: 'session_limit_reached' });
    await platform.call('auth/login', { username: member.username, password: 'Secret@123' });
    expect(await spin(member.session)).toMatchObject({ status: true });
  });
});

describe('the deposit guard', () => {
  it('refuses a deposit during a break and lets it through at the break’s end', async () => {
    const member = await registerMember(platform);
    const start = clock.now();
    await platform.call('safety/take-break', { kind: 'cool_off', period: '1d', password: 'Secret@123' }, { sid: member.sid });
    const input = { memberId: member.profile.id, currency: 'MYR', amount: 100n };
    expect(await exclusionGuard.check(platform.db, { ...input, now: new Date(start.getTime() + 86_400_000 - 1) })).toEqual({
      reason: 'on_break',
    });
    expect(await exclusionGuard.check(platform.db, { ...input, now: new Date(start.getTime() + 86_400_000) })).toBeUndefined();
  });
});
