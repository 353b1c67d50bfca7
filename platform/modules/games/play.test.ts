import { randomUUID } from 'node:crypto';
import type { WalletBalance } from '@/lib/contracts/auth';
import type { PlayOutput } from '@/lib/contracts/games';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { fixture, insertCatalogFixture } from './testing/catalog-fixture';

const clock = manualClock();
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({
    clock: clock.now,
    env: { PROVIDER_PUBLIC_URL: 'http://games.example.test/', GAME_TOKEN_TTL_SECONDS: '120' },
  });
  await insertCatalogFixture(platform.db);
});
afterAll(() => platform.close());

async function member(amount?: string) {
  const m = await registerMember(platform);
  if (amount)
    await operatorCall(platform, 'operator/adjust', { username: m.username, amount, note: '', idempotencyKey: `fund-${randomUUID()}` });
  return m;
}
const play = (sid: string, gameId: string) => platform.call<PlayOutput>('game/play', { gameId }, { sid });

describe('game/play', () => {
  it('answers the launch URL of the provider adapter that serves the game (the demo provider’s origin)', async () => {
    const { sid } = await member();
    const res = await play(sid, fixture.seamless.slot);
    expect(res.body.status).toBe(true);
    const { url, isTransferType, reGetGameUrl } = res.body.output!;
    // The token itself is the adapter's business: platform/providers/demo/launch.test.ts checks it.
    expect(url).toMatch(/^http:\/\/games\.example\.test\/play\?token=[^&]+$/);
    expect({ isTransferType, reGetGameUrl }).toEqual({ isTransferType: false, reGetGameUrl: false });
  });

  it('makes every launch token unique', async () => {
    const { sid } = await member();
    const [a, b] = await Promise.all([play(sid, fixture.seamless.slot), play(sid, fixture.seamless.slot)]);
    expect(a.body.output!.url).not.toBe(b.body.output!.url);
  });

  it.each([
    ['an unknown game', 'no-such-game', 'game_not_found'],
    ['a game not offered in the member’s currency', fixture.myrOnly.game, 'game_not_found'],
    ['a redirect game (the provider’s lobby)', fixture.seamless.lobby, 'game_redirect'],
    ['a game under maintenance', fixture.seamless.down, 'game_under_maintenance'],
    ['a game whose provider is under maintenance', fixture.closed.game, 'game_under_maintenance'],
  ])('refuses %s', async (_what, gameId, msg) => {
    const { sid } = await registerMember(platform, { countryCode: 'TH', language: 'th', dialCode: '66', length: 9 });
    const res = await play(sid, gameId);
    expect(res.body).toMatchObject({ status: false, msg });
  });

  it('needs a member', async () => {
    const res = await platform.call('game/play', { gameId: fixture.seamless.slot });
    expect(res.statusCode).toBe(401);
  });
});

describe('transfer-type games', () => {
  it('holds under 50 parallel transfers and restores: every answer is a 200, the money moves once', async () => {
    const { sid } = await member('80.00');
    const transfer = () =>
      platform.call<WalletBalance>(
        'game/play-transfer',
        { gameId: fixture.transfer.game, providerId: fixture.transfer.providerId },
        { sid },
      );
    const moved = await Promise.all(Array.from({ length: 50 }, transfer));
    expect(moved.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(moved.every((r) => r.body.status && r.body.output?.balance === '0.00')).toBe(true);

    const restored = await Promise.all(
      Array.from({ length: 50 }, () => platform.call<WalletBalance>('member/restore-balance', {}, { sid })),
    );
    expect(restored.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(restored.every((r) => r.body.status)).toBe(true);
    expect((await platform.call<WalletBalance>('member/wallet-balance', undefined, { sid })).body.output?.balance).toBe('80.00');

    // Both directions at once: moves race each other, none may fail, the total stays exact.
    const mixed = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? transfer() : platform.call<WalletBalance>('member/restore-balance', {}, { sid }))),
    );
    expect(mixed.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect((await platform.call<WalletBalance>('member/restore-balance', {}, { sid })).body.output?.balance).toBe('80.00');
  });

  it('asks for a transfer while the provider wallet is empty, moves the whole balance, and restores it', async () => {
    const { sid } = await member('80.00');
    const first = await play(sid, fixture.transfer.game);
    expect(first.body.output).toMatchObject({ isTransferType: true, reGetGameUrl: true });

    const moved = await platform.call<WalletBalance>(
      'game/play-transfer',
      { gameId: fixture.transfer.game, providerId: fixture.transfer.providerId },
      { sid },
    );
    expect(moved.body).toMatchObject({ status: true, output: { balance: '0.00', minor: 0 } });

    const again = await play(sid, fixture.transfer.game);
    expect(again.body.output).toMatchObject({ isTransferType: true, reGetGameUrl: false });

    const restored = await platform.call<WalletBalance>('member/restore-balance', {}, { sid });
    expect(restored.body).toMatchObject({ status: true, output: { balance: '80.00', minor: 8000 } });
    const balance = await platform.call<WalletBalance>('member/wallet-balance', undefined, { sid });
    expect(balance.body.output?.balance).toBe('80.00');
    // Nothing left to restore: a second call changes nothing.
    expect((await platform.call<WalletBalance>('member/restore-balance', {}, { sid })).body.output?.balance).toBe('80.00');
  });

  it('moves the amount the member chose, shows the rest as in game, and refuses more than main holds', async () => {
    const { sid } = await member('50.00');
    const game = { gameId: fixture.transfer.game, providerId: fixture.transfer.providerId };
    const moved = await platform.call<WalletBalance>('game/play-transfer', { ...game, amount: '12.50' }, { sid });
    expect(moved.body).toMatchObject({
      status: true,
      output: { balance: '37.50', inGame: [{ providerId: fixture.transfer.providerId, balance: '12.50', minor: 1250 }] },
    });
    const balance = await platform.call<WalletBalance>('member/wallet-balance', undefined, { sid });
    expect(balance.body.output).toMatchObject({
      balance: '37.50',
      inGame: [{ providerId: fixture.transfer.providerId, balance: '12.50' }],
    });

    const tooMuch = await platform.call('game/play-transfer', { ...game, amount: '37.51' }, { sid });
    expect(tooMuch.statusCode).toBeLessThan(500);
    expect(tooMuch.body).toMatchObject({ status: false, msg: 'insufficient_balance' });
    for (const amount of ['0', '-1', '1.234', 'ten']) {
      expect((await platform.call('game/play-transfer', { ...game, amount }, { sid })).body).toMatchObject({
        status: false,
        msg: 'error_amount',
      });
    }
    const restored = await platform.call<WalletBalance>('member/restore-balance', {}, { sid });
    expect(restored.body.output).toMatchObject({ balance: '50.00', inGame: [] });
  });

  it('brings a game wallet’s money back at the next sign-in', async () => {
    const { sid, username } = await member('30.00');
    await platform.call(
      'game/play-transfer',
      { gameId: fixture.transfer.game, providerId: fixture.transfer.providerId, amount: '20' },
      { sid },
    );
    const login = await platform.call('auth/login', { username, password: 'Secret@123' });
    expect(login.body).toMatchObject({ status: true });
    const balance = await platform.call<WalletBalance>('member/wallet-balance', undefined, { sid: login.sid });
    expect(balance.body.output).toMatchObject({ balance: '30.00', inGame: [] });
  });

  it('refuses a transfer to a provider that keeps no wallet, or one that does not serve the game', async () => {
    const { sid } = await member('10');
    const seamless = await platform.call(
      'game/play-transfer',
      { gameId: fixture.seamless.slot, providerId: fixture.seamless.providerId },
      { sid },
    );
    expect(seamless.body).toMatchObject({ status: false, msg: 'not_transfer_provider' });
    const mismatch = await platform.call(
      'game/play-transfer',
      { gameId: fixture.seamless.slot, providerId: fixture.transfer.providerId },
      { sid },
    );
    expect(mismatch.body).toMatchObject({ status: false, msg: 'game_not_found' });
    expect((await platform.call<WalletBalance>('member/wallet-balance', undefined, { sid })).body.output?.balance).toBe('10.00');
  });
});

describe('game/recent', () => {
  it('lists launched games newest first, each once, at most 30', async () => {
    const { sid } = await member();
    await play(sid, fixture.seamless.slot);
    clock.advance(1000);
    await play(sid, fixture.seamless.table);
    clock.advance(1000);
    await play(sid, fixture.seamless.slot);
    const recent = await platform.call<string[]>('game/recent', undefined, { sid });
    expect(recent.body.output).toEqual([fixture.seamless.slot, fixture.seamless.table]);
  });

  it('keeps only the latest 30', async () => {
    const { sid, profile } = await member();
    const { recordLaunch } = await import('./recent');
    for (let i = 0; i < 35; i++) {
      clock.advance(1000);
      await recordLaunch(platform.db, profile.id, `game-${i}`, clock.now());
    }
    const recent = (await platform.call<string[]>('game/recent', undefined, { sid })).body.output!;
    expect(recent).toHaveLength(30);
    expect(recent[0]).toBe('game-34');
    expect(recent.at(-1)).toBe('game-5');
  });
});

describe('favourites', () => {
  it('adds and removes, idempotently, and lists them', async () => {
    const { sid } = await member();
    expect((await platform.call<string[]>('game/favourites', undefined, { sid })).body.output).toEqual([]);
    const set = (gameId: string, favourite: boolean) => platform.call<string[]>('game/favourite', { gameId, favourite }, { sid });
    await set(fixture.seamless.slot, true);
    clock.advance(1000);
    expect((await set(fixture.seamless.table, true)).body.output).toEqual([fixture.seamless.table, fixture.seamless.slot]);
    expect((await set(fixture.seamless.table, true)).body.output).toEqual([fixture.seamless.table, fixture.seamless.slot]);
    expect((await set(fixture.seamless.slot, false)).body.output).toEqual([fixture.seamless.table]);
    expect((await set(fixture.seamless.slot, false)).body.output).toEqual([fixture.seamless.table]);
    expect((await platform.call<string[]>('game/favourites', undefined, { sid })).body.output).toEqual([fixture.seamless.table]);
    expect((await set('no-such-game', true)).body).toMatchObject({ status: false, msg: 'game_not_found' });
  });
});
