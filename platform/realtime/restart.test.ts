import Pusher from 'pusher';
import { channelAuth } from './signatures';
import { connected, nextEvent, pusherClient, subscribed } from './testing/clients';
import { standaloneRealtime } from './testing/standalone';

/** pusher-js survives a server restart: it reconnects to the new process and subscribes again. */
describe('reconnect after a server restart', () => {
  it('resubscribes the private channel and receives events published after the restart', async () => {
    let server = await standaloneRealtime();
    const port = server.port;
    const env = server.env;
    const client = pusherClient(port, env.key, async (socketId, channelName) => ({ auth: channelAuth(env, socketId, channelName) }));
    try {
      const firstSocket = await connected(client);
      await subscribed(client, 'private-member-5');

      const reconnected = new Promise<string>((resolve) => {
        client.connection.bind('state_change', ({ current }: { current: string }) => {
          if (current === 'connected' && client.connection.socket_id !== firstSocket) resolve(client.connection.socket_id);
        });
      });
      await server.close();
      server = await standaloneRealtime({ port });
      expect(await reconnected).not.toBe(firstSocket);

      const channel = client.channel('private-member-5');
      // pusher-js subscribes again on its own; wait until the new server knows the socket.
      await new Promise<void>((resolve) => {
        const check = () => (server.realtime.sockets.hub.subscriberCount('private-member-5') === 1 ? resolve() : setTimeout(check, 20));
        check();
      });
      const received = nextEvent<{ after: string }>(channel, 'after-restart');
      const sdk = new Pusher({ appId: env.appId, key: env.key, secret: env.secret, host: '127.0.0.1', port: String(port), useTLS: false });
      await sdk.trigger('private-member-5', 'after-restart', { after: 'restart' });
      expect(await received).toEqual({ after: 'restart' });
    } finally {
      client.disconnect();
      await server.close();
    }
    // pusher-js backs off while the port is closed; its retry lands within about 15 s.
  }, 60_000);
});
