import { eq } from 'drizzle-orm';
import type { GameDetail } from '@/lib/contracts/games';
import { games } from '../../db/schema-catalog';
import { gameThumbnailSvg } from '../catalog';
import { gameRounds } from '../../db/schema-ledger';
import { gameFacts } from '../../seed/catalog-facts';
import { testPlatform, type TestPlatform } from '../../test-support';

/** game/detail and game/demo on the seeded (small) catalogue, with the demo provider listening on its own origin. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ listenProvider: true, env: { PROVIDER_PORT: '0' } });
});
afterAll(() => platform.close());

const detail = (gameId: string, currency = 'MYR') => platform.call<GameDetail>('game/detail', { gameId, currency });
const demo = (gameId: string, currency = 'MYR') => platform.call<{ url: string }>('game/demo', { gameId, currency });

describe('game/detail', () => {
  it("answers a visitor with the game's page facts as the catalogue holds them", async () => {
    const answer = await detail('drs-0001');
    expect(answer.body).toMatchObject({ status: true });
    const out = answer.body.output!;
    const [row] = await platform.db.select().from(games).where(eq(games.gameId, 'drs-0001'));
    // The tile's drawing, as SVG for the page's size: the very bytes the publisher rasterised.
    expect(out.art).toBe(gameThumbnailSvg({ gameId: 'drs-0001', displayName: row!.displayName, type: row!.type, redirect: false }));
    expect(out.art).not.toMatch(/<text/);
    expect(out).toEqual({
      gameId: 'drs-0001',
      rtp: row!.rtp! / 100,
      volatility: row!.volatility,
      maxWin: row!.maxWin,
      lines: row!.lines,
      ways: row!.ways,
      features: row!.features,
      demo: true,
      underMaintenance: false,
      art: out.art,
    });
    expect(out.rtp).toBeGreaterThanOrEqual(94);
    expect(out.rtp).toBeLessThanOrEqual(97.5);
    expect(['low', 'medium', 'high']).toContain(out.volatility);
    expect(out.features).toContain(out.features[0]);
    expect((out.lines === null) !== (out.ways === null)).toBe(true);
  });

  it('says no demo for a live table or a sports book, and nothing for a lobby door', async () => {
    expect((await detail('vtl-0002')).body.output).toMatchObject({ demo: false, volatility: 'low' });
    expect((await detail('vtl-0002')).body.output!.features).toContain('live_dealer');
    expect((await detail('tps-0002')).body.output).toMatchObject({ demo: false, volatility: null, maxWin: null });
    expect((await detail('ccl-0001')).body.output).toMatchObject({ rtp: null, volatility: null, features: [], demo: false });
  });

  it('says when the game or its provider is under maintenance', async () => {
    expect((await detail('drs-0003')).body.output).toMatchObject({ demo: true, underMaintenance: true });
    // Mystic Orb Studio is closed as a whole.
    expect((await detail('mos-0001')).body.output).toMatchObject({ underMaintenance: true });
  });

  it('does not know a game outside the currency, or one that does not exist', async () => {
    // Jade Tiger Interactive is not offered in VND.
    expect((await detail('jti-0001', 'VND')).body).toMatchObject({ status: false, msg: 'game_not_found' });
    expect((await detail('jti-0001', 'MYR')).body).toMatchObject({ status: true });
    expect((await detail('nope-0001')).body).toMatchObject({ status: false, msg: 'game_not_found' });
  });
});

describe('game/demo', () => {
  it('launches a play-money session for a visitor: labelled, 1,000.00 of play money, and no wallet involved', async () => {
    const answer = await demo('drs-0001');
    expect(answer.body).toMatchObject({ status: true });
    const url = answer.body.output!.url;
    expect(url.startsWith(`${platform.providerUrl}/play?token=`)).toBe(true);

    const html = await (await fetch(url)).text();
    expect(html).toContain('data-testid="demo-label"');
    expect(html).toContain('Play money: <strong data-testid="balance">1000.00</strong> MYR');
    const boot = JSON.parse(/<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html)![1]!) as {
      session: string;
      demo: boolean;
    };
    expect(boot.demo).toBe(true);

    const roundsBefore = (await platform.db.select().from(gameRounds)).length;
    const round = await fetch(`${platform.providerUrl}/api/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: boot.session, bet: '500' }),
    });
    const played = (await round.json()) as { status: boolean; bet: string; win: string; balance: string };
    expect(played).toMatchObject({ status: true, bet: '5.00' });
    expect(Number(played.balance)).toBeCloseTo(1000 - 5 + Number(played.win), 2);
    // The ledger never heard of it: no round, no member.
    expect((await platform.db.select().from(gameRounds)).length).toBe(roundsBefore);
  });

  it("speaks the page's language where the provider can, English otherwise", async () => {
    const thai = await (
      await fetch(
        (await platform.call<{ url: string }>('game/demo', { gameId: 'drs-0001', currency: 'THB', language: 'th' })).body.output!.url,
      )
    ).text();
    expect(thai).toContain('<html lang="th">');
    expect(thai).toContain('>ทดลองเล่น · เงินจำลอง</p>');
    expect(thai).toContain('<button type="button" id="play">หมุน</button>');
    expect(thai).not.toMatch(/>Spin<|Play money|Balance/);
    const other = await (
      await fetch(
        (await platform.call<{ url: string }>('game/demo', { gameId: 'drs-0001', currency: 'MYR', language: 'xx' })).body.output!.url,
      )
    ).text();
    expect(other).toContain('<button type="button" id="play">Spin</button>');
  });

  it('counts play money in the currency of the page (no decimals in VND)', async () => {
    const answer = await demo('drs-0002', 'VND');
    const html = await (await fetch(answer.body.output!.url)).text();
    expect(html).toContain('<strong data-testid="balance">1000000</strong> VND');
  });

  it('refuses what has no demo: a live table, a lobby door, a game under maintenance, a game outside the currency', async () => {
    expect((await demo('vtl-0002')).body).toMatchObject({ status: false, msg: 'demo_not_available' });
    expect((await demo('ccl-0001')).body).toMatchObject({ status: false, msg: 'game_redirect' });
    expect((await demo('drs-0003')).body).toMatchObject({ status: false, msg: 'game_under_maintenance' });
    expect((await demo('jti-0001', 'VND')).body).toMatchObject({ status: false, msg: 'game_not_found' });
  });

  it('a demo token opens no real session: the provider refuses one that names a member', async () => {
    const url = new URL((await demo('drs-0001')).body.output!.url);
    const [body, signature] = url.searchParams.get('token')!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ memberId: 0, demo: true });
    // Changing the claims breaks the signature; a real session is only ever signed by game/play.
    const forged = Buffer.from(JSON.stringify({ ...claims, memberId: 1, demo: undefined })).toString('base64url');
    expect((await fetch(`${platform.providerUrl}/play?token=${forged}.${signature}`)).status).toBe(401);
  });
});

describe('the seeded facts', () => {
  it('are a pure function of the game: same facts on every run, RTP in range, demo only where a provider can offer one', () => {
    const slot = { gameId: 'drs-0001', type: 'slots', name: 'Golden Reels', redirect: false };
    expect(gameFacts(slot)).toEqual(gameFacts(slot));
    for (let i = 1; i <= 200; i++) {
      const f = gameFacts({ ...slot, gameId: `x-${i}` });
      expect(f.rtp!).toBeGreaterThanOrEqual(9400);
      expect(f.rtp!).toBeLessThanOrEqual(9750);
      expect(f.features.length).toBeGreaterThan(0);
    }
    expect(gameFacts({ ...slot, name: 'Samurai Rush Megaspin' })).toMatchObject({ volatility: 'high', ways: 117649, lines: null });
    expect(gameFacts({ ...slot, name: 'Neon Reels Classic' }).volatility).toBe('low');
    expect(gameFacts({ ...slot, type: 'live-casino', name: 'Speed Baccarat' })).toMatchObject({ rtp: 9894, demo: false });
    expect(gameFacts({ ...slot, type: 'live-casino', name: 'Speed Baccarat' }).features).toEqual(
      expect.arrayContaining(['live_dealer', 'speed_rounds', 'roadmaps']),
    );
    expect(gameFacts({ ...slot, type: 'table', name: 'European Roulette' })).toMatchObject({ rtp: 9730, maxWin: 36, demo: true });
    expect(gameFacts({ ...slot, redirect: true })).toMatchObject({ rtp: null, features: [], demo: false });
  });
});
