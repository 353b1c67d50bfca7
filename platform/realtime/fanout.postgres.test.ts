import { memberChannel } from '@/lib/contracts/realtime';
import { createPlatform, type Platform } from '../app';
import { parseEnv } from '../env';
import { freshDatabase, type DatabaseTarget } from '../test-support';
import { pusherSender } from './pusher-sender';
import { channelAuth } from './signatures';
import { connected, nextEvent, pusherClient, subscribed } from './testing/clients';

/**
 * Two platform processes on one PostgreSQL (here: two platforms in one process, each with its own
 * pool and LISTEN connection): a member connected to B hears what A publishes. A *.postgres.test.ts
 * file: only the PostgreSQL pass runs it (PGlite has one process, nothing to fan out).
 */
describe('fan-out between platform processes on PostgreSQL', () => {
  let target: DatabaseTarget;
  const platforms: Platform[] = [];

  beforeAll(async () => {
    target = await freshDatabase();
    for (let i = 0; i < 2; i += 1) {
      const env = parseEnv({ NODE_ENV: 'test', PROVIDER_PORT: '0', EMBEDDED_S3_PORT: '0' });
      const platform = await createPlatform({ env, databaseUrl: target.databaseUrl });
      await platform.app.listen({ port: 0, host: '127.0.0.1' });
      platforms.push(platform);
    }
  });
  afterAll(async () => {
    for (const platform of platforms) await platform.close();
    await target.drop();
  });

  const portOf = (platform: Platform) => (platform.app.server.address() as { port: number }).port;

  it('delivers an event published by process A to a socket on process B', async () => {
    const [a, b] = platforms as [Platform, Platform];
    a.realtime.useSender(pusherSender(a.env.realtime, `http://127.0.0.1:${portOf(a)}`));
    const client = pusherClient(portOf(b), b.env.realtime.key, async (socketId, channelName) => ({
      auth: channelAuth(b.env.realtime, socketId, channelName),
    }));
    try {
      await connected(client);
      const channel = await subscribed(client, memberChannel(42));
      const received = nextEvent(channel, 'balance-changed');
      a.realtime.publishToMember(42, 'balance-changed', { reason: 'adjustment' });
      expect(await received).toEqual({ reason: 'adjustment' });
    } finally {
      client.disconnect();
    }
  });
});
