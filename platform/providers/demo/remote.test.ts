import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { testPlatform, type TestPlatform } from '../../test-support';
import { remoteDemoProvider } from '.';

/**
 * The demo provider registered by its URL (it runs in a process of its own, standalone.ts): launch
 * URLs on its origin, and its /rounds/status asked over HTTP, signed both ways, as the sweep asks it.
 * Here the process is this platform's own provider, listening on a port of its own.
 */
let platform: TestPlatform;

beforeAll(async () => {
  platform = await testPlatform({ listenProvider: true, env: { PROVIDER_PORT: '0' } });
});
afterAll(() => platform.close());

const question = () => ({ providerId: 'p1', roundId: randomUUID(), memberId: 7, currency: 'MYR' });

describe('the demo provider at a URL', () => {
  it('launches games on its origin', () => {
    const remote = remoteDemoProvider(platform.env, `${platform.providerUrl}/`);
    expect(remote.url).toBe(platform.providerUrl);
    expect(remote.env.provider.publicUrl).toBe(platform.providerUrl);
  });

  it('answers over HTTP what it still owes for a round, and that it knows nothing of another', async () => {
    const { adapter } = remoteDemoProvider(platform.env, platform.providerUrl);
    const round = question();
    const bet = { ...round, gameId: 'g1', txId: randomUUID(), amount: '500' };
    const win = { ...bet, txId: randomUUID(), amount: '1200' };
    // Ten failed tries: its own resend waits a minute, so the call stays owed while it is asked.
    platform.provider.owed.put({ roundId: round.roundId, state: 'settling', bet, win, attempts: 10, lastTry: Date.now() });
    try {
      expect(await adapter.roundStatus!(round)).toEqual({ state: 'owed', call: { action: 'win', call: { ...win, amount: 1200n } } });
      expect(await adapter.roundStatus!(question())).toEqual({ state: 'none' });
    } finally {
      platform.provider.owed.done(round.roundId);
    }
  });

  it('throws while the provider is down, so the sweep asks again later', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    server.close();
    await once(server, 'close');
    const { adapter } = remoteDemoProvider(platform.env, `http://127.0.0.1:${port}`);
    await expect(adapter.roundStatus!(question())).rejects.toThrow();
  });

  it('is not answered when the secrets differ', async () => {
    const other = { ...platform.env, provider: { ...platform.env.provider, secret: 'not-the-provider-secret' } };
    const { adapter } = remoteDemoProvider(other, platform.providerUrl);
    await expect(adapter.roundStatus!(question())).rejects.toThrow(/round status/);
  });
});
