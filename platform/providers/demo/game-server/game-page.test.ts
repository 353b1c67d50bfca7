import { randomUUID } from 'node:crypto';
import type { WalletBalance } from '@/lib/contracts/auth';
import type { PlayOutput } from '@/lib/contracts/games';
import { fixture, insertCatalogFixture } from '../../../modules/games/testing/catalog-fixture';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../../test-support';
import { embedderOrigin } from './server';

/** The provider listens on a real port (its own origin) and the page's API is called over HTTP, as a browser would. */
const clock = manualClock();
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({
    clock: clock.now,
    listenProvider: true,
    env: { PROVIDER_PORT: '0', GAME_TOKEN_TTL_SECONDS: '120', SITE_ORIGINS: 'https://casino.test, http://localhost:3100' },
  });
  await insertCatalogFixture(platform.db);
});
afterAll(() => platform.close());

async function launch(gameId: string, amount = '100.00', referer?: string) {
  const { sid, username } = await registerMember(platform);
  await operatorCall(platform, 'operator/adjust', { username, amount, note: '', idempotencyKey: `fund-${randomUUID()}` });
  const play = await platform.call<PlayOutput>('game/play', { gameId }, { sid });
  const url = play.body.output!.url;
  const page = await fetch(url, referer ? { headers: { referer } } : {});
  const html = await page.text();
  const found = /<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html);
  const boot = found ? (JSON.parse(found[1]!) as { session: string; parentOrigin: string | null }) : null;
  return { sid, url, page, html, session: boot?.session ?? '', parentOrigin: boot?.parentOrigin };
}

const round = (session: string, body: Record<string, unknown> = {}) =>
  fetch(`${platform.providerUrl}/api/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, bet: '100', ...body }),
  });

const minorOf = (decimal: string) => BigInt(decimal.replace('.', ''));

describe('the demo provider', () => {
  it('listens on its own origin', () => {
    expect(platform.providerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(platform.providerUrl).not.toContain(`:${platform.env.port}`);
  });

  it('serves a self-contained slot page titled with the game name, showing the balance', async () => {
    const { url, page, html } = await launch(fixture.seamless.slot);
    expect(url.startsWith(`${platform.providerUrl}/play?token=`)).toBe(true);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // The name is escaped, in the title and the heading.
    expect(html).toContain('<title>Lucky &#60;Test&#62; Reels</title>');
    expect(html).toContain('<h1>Lucky &#60;Test&#62; Reels</h1>');
    expect(html).toContain('<strong data-testid="balance">100.00</strong> MYR');
    expect(html).toContain('data-testid="last-result"');
    expect(html).toMatch(/<button type="button" id="play">Spin<\/button>/);
    // Nothing external: no src/href to other places.
    expect(html).not.toMatch(/(src|href)=/);
    // It may be framed only by the configured site origins, and runs only its own nonce'd script.
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/frame-ancestors https:\/\/casino.test http:\/\/localhost:3100$/);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(page.headers.get('x-frame-options')).toBeNull();
  });

  it('plays a round through /api/round that moves the member’s balance by stake and win', async () => {
    const { sid, session } = await launch(fixture.seamless.slot);
    const res = await round(session);
    const answer = (await res.json()) as {
      status: boolean;
      win: string;
      bet: string;
      balance: string;
      minor: string;
      outcome: { kind: string; reels: string[] };
    };
    expect(answer).toMatchObject({ status: true, bet: '1.00', currency: 'MYR', outcome: { kind: 'slot' } });
    expect(answer.outcome.reels).toHaveLength(3);
    expect(minorOf(answer.balance)).toBe(10_000n - 100n + minorOf(answer.win));

    const wallet = await platform.call<WalletBalance>('member/wallet-balance', undefined, { sid });
    expect(wallet.body.output?.balance).toBe(answer.balance);
    const refreshed = await fetch(`${platform.providerUrl}/api/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session }),
    });
    expect(await refreshed.json()).toMatchObject({ status: true, balance: answer.balance, currency: 'MYR' });
  });

  it('posts its balance only to the configured site origin that framed it, never to any window', async () => {
    const framed = await launch(fixture.seamless.slot, '100.00', 'http://localhost:3100/');
    expect(framed.parentOrigin).toBe('http://localhost:3100');
    expect(framed.html).toContain('window.parent.postMessage(');
    expect(framed.html).toContain('boot.parentOrigin);');
    expect(framed.html).not.toMatch(/postMessage\([^)]*'\*'\)/);
    // Another site, or no referrer at all: the page is told no one to post to.
    expect((await launch(fixture.seamless.slot, '100.00', 'https://evil.test/')).parentOrigin).toBeNull();
    expect((await launch(fixture.seamless.slot)).parentOrigin).toBeNull();
  });

  it('takes the embedder from the Referer only when it is a configured site origin', () => {
    const sites = ['https://casino.test'];
    expect(embedderOrigin('https://casino.test/en-my/game/x', sites)).toBe('https://casino.test');
    expect(embedderOrigin('https://casino.test.evil.test/', sites)).toBeNull();
    expect(embedderOrigin('http://casino.test/', sites)).toBeNull();
    expect(embedderOrigin('not a url', sites)).toBeNull();
    expect(embedderOrigin(undefined, sites)).toBeNull();
    expect(embedderOrigin('https://casino.test/', [])).toBeNull();
  });

  it('serves Hi-Lo dice for table games, with one Play button', async () => {
    const { html, session } = await launch(fixture.seamless.table);
    expect(html).toMatch(/<button type="button" id="play">Play<\/button>/);
    expect(html).toContain('name="choice" value="lo"');
    const answer = (await (await round(session, { choice: 'lo', bet: '500' })).json()) as {
      status: boolean;
      outcome: { kind: string; choice: string; roll: number };
    };
    expect(answer).toMatchObject({ status: true, outcome: { kind: 'hilo', choice: 'lo' } });
    expect(answer.outcome.roll).toBeGreaterThanOrEqual(1);
    expect(answer.outcome.roll).toBeLessThanOrEqual(100);
  });

  it('refuses an expired launch token at /play, while a session already issued keeps playing', async () => {
    const { url, session } = await launch(fixture.seamless.slot);
    clock.advance(121_000);
    const expired = await fetch(url);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('expired');
    expect((await round(session)).status).toBe(200);
  });

  it('refuses a forged token, an unknown session and a stake it does not offer', async () => {
    expect((await fetch(`${platform.providerUrl}/play?token=abc.def`)).status).toBe(401);
    expect((await fetch(`${platform.providerUrl}/play`)).status).toBe(401);
    const unknown = await round('no-such-session');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ status: false, msg: 'session_expired' });
    const { session } = await launch(fixture.seamless.slot);
    expect((await round(session, { bet: '1' })).status).toBe(400);
  });

  it('tells the page when the balance does not cover the stake', async () => {
    const { session } = await launch(fixture.seamless.slot, '0.50');
    const answer = await (await round(session)).json();
    expect(answer).toMatchObject({ status: false, msg: 'insufficient_balance', balance: '0.50' });
  });

  it('shows a transfer-type game the provider wallet after the transfer', async () => {
    const { sid, username } = await registerMember(platform);
    await operatorCall(platform, 'operator/adjust', { username, amount: '80', note: '', idempotencyKey: `fund-${randomUUID()}` });
    await platform.call('game/play-transfer', { gameId: fixture.transfer.game, providerId: fixture.transfer.providerId }, { sid });
    const play = await platform.call<PlayOutput>('game/play', { gameId: fixture.transfer.game }, { sid });
    const html = await (await fetch(play.body.output!.url)).text();
    expect(html).toContain('<strong data-testid="balance">80.00</strong>');
  });
});
