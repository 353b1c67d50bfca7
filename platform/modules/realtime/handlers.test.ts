import { memberChannel } from '@/lib/contracts/realtime';
import { registerMember, testPlatform } from '../../test-support';

/** The same code on Pusher (cluster ap1) or Soketi: PUSHER_* turns the embedded server off and tells pusher-js where to go. */
describe('realtime/config with an external service', () => {
  const app = { PUSHER_APP_ID: '123456', PUSHER_KEY: 'a1b2c3d4e5f6a7b8c9d0', PUSHER_SECRET: 'f0e1d2c3b4a5f6e7d8c9' };

  it('sends pusher-js to Pusher’s ap1 cluster and embeds no server', async () => {
    const platform = await testPlatform({ env: { ...app, PUSHER_CLUSTER: 'ap1' } });
    try {
      expect(platform.embeddedRealtime).toBeNull();
      const { sid, profile } = await registerMember(platform);
      const config = await platform.call('realtime/config', undefined, { sid });
      expect(config.body.output).toEqual({
        key: app.PUSHER_KEY,
        cluster: 'ap1',
        host: null,
        port: null,
        tls: true,
        path: '',
        channel: memberChannel(profile.id),
      });
      // The platform signs with the service's secret, so Pusher accepts the subscription.
      const auth = await platform.call<{ auth: string }>(
        'realtime/auth',
        { socketId: '123.456', channelName: memberChannel(profile.id) },
        { sid },
      );
      expect(auth.body.output?.auth).toMatch(new RegExp(`^${app.PUSHER_KEY}:[0-9a-f]{64}$`));
    } finally {
      await platform.close();
    }
  });

  it('sends pusher-js to a Soketi host and port', async () => {
    const platform = await testPlatform({ env: { ...app, PUSHER_HOST: 'soketi.internal', PUSHER_PORT: '6001', PUSHER_USE_TLS: 'false' } });
    try {
      const { sid } = await registerMember(platform);
      const config = await platform.call('realtime/config', undefined, { sid });
      expect(config.body.output).toMatchObject({ host: 'soketi.internal', port: 6001, tls: false, path: '' });
    } finally {
      await platform.close();
    }
  });

  it('sends pusher-js straight to the platform under next dev (REALTIME_PUBLIC_URL)', async () => {
    const platform = await testPlatform({ env: { REALTIME_PUBLIC_URL: 'ws://127.0.0.1:4000' } });
    try {
      const { sid } = await registerMember(platform);
      const config = await platform.call('realtime/config', undefined, { sid });
      expect(config.body.output).toMatchObject({ host: '127.0.0.1', port: 4000, tls: false, path: '' });
    } finally {
      await platform.close();
    }
  });
});
