import Pusher from 'pusher';
import type PusherClient from 'pusher-js';
import { memberChannel } from '@/lib/contracts/realtime';
import { operatorCall, registerMember, testPlatform, uploadedReceipt, type TestPlatform } from '../test-support';
import { pusherSender } from './pusher-sender';
import { connected, nextEvent, pusherClient, subscribed } from './testing/clients';

/**
 * The embedded server against the official clients: pusher-js (Node build) connects, authorises
 * through realtime/auth, subscribes; the pusher SDK publishes through the signed events API; a
 * member never gets another member's channel; the platform's own pushes arrive.
 */
describe('embedded realtime server with the official Pusher clients', () => {
  let platform: TestPlatform;
  let port: number;
  const clients: PusherClient[] = [];
  let sdk: Pusher;

  beforeAll(async () => {
    platform = await testPlatform();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const address = platform.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}`;
    platform.realtime.useSender(pusherSender(platform.env.realtime, url));
    const rt = platform.env.realtime;
    sdk = new Pusher({ appId: rt.appId, key: rt.key, secret: rt.secret, host: '127.0.0.1', port: String(port), useTLS: false });
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await platform.close();
  });

  const clientFor = (sid: string) => {
    const client = pusherClient(port, platform.env.realtime.key, async (socketId, channelName) => {
      const res = await platform.call<{ auth: string }>('realtime/auth', { socketId, channelName }, { sid });
      return res.body.status && res.body.output ? res.body.output : new Error(res.body.msg);
    });
    clients.push(client);
    return client;
  };

  it('connects, authorises the member’s own channel and receives what the pusher SDK publishes', async () => {
    const { sid, profile } = await registerMember(platform);
    const client = clientFor(sid);
    const socketId = await connected(client);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    const channel = await subscribed(client, memberChannel(profile.id));
    const received = nextEvent<{ hello: string }>(channel, 'greeting');
    await sdk.trigger(memberChannel(profile.id), 'greeting', { hello: 'world' });
    expect(await received).toEqual({ hello: 'world' });
  });

  it('refuses another member’s channel at the auth endpoint (403) and a forged signature at the socket', async () => {
    const a = await registerMember(platform);
    const b = await registerMember(platform);
    const refused = await platform.call('realtime/auth', { socketId: '1.2', channelName: memberChannel(b.profile.id) }, { sid: a.sid });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ status: false, msg: 'channel_forbidden' });

    const client = clientFor(a.sid);
    await connected(client);
    await expect(subscribed(client, memberChannel(b.profile.id))).rejects.toMatchObject({ detail: { type: 'AuthError' } });

    // A client that signs for itself with a guessed secret is refused by the server itself.
    const forger = pusherClient(port, platform.env.realtime.key, async () => ({ auth: `${platform.env.realtime.key}:${'0'.repeat(64)}` }));
    clients.push(forger);
    await connected(forger);
    await expect(subscribed(forger, memberChannel(b.profile.id))).rejects.toMatchObject({ detail: { type: 'AuthError', status: 401 } });
  });

  it('needs a session to sign anything', async () => {
    const res = await platform.call('realtime/auth', { socketId: '1.2', channelName: 'private-member-1' });
    expect(res.statusCode).toBe(401);
  });

  it('pushes balance-changed through publishToMember after an operator adjustment commits', async () => {
    const { sid, profile, username } = await registerMember(platform);
    const client = clientFor(sid);
    await connected(client);
    const channel = await subscribed(client, memberChannel(profile.id));
    const changed = nextEvent<{ reason: string }>(channel, 'balance-changed');
    const adjusted = await operatorCall(platform, 'operator/adjust', {
      username,
      amount: '25.00',
      note: 'realtime test',
      idempotencyKey: `rt-${username}`,
    });
    expect(adjusted.body.status).toBe(true);
    expect(await changed).toEqual({ reason: 'adjustment' });
  });

  it('tells the member an operator decided their deposit: wallet-request-decided, then balance-changed', async () => {
    const { sid, profile } = await registerMember(platform);
    const client = clientFor(sid);
    await connected(client);
    const channel = await subscribed(client, memberChannel(profile.id));
    const settings = await platform.call<{ operatorBanks: { id: number }[] }>('wallet/settings', undefined, { sid });
    const deposit = await platform.call<{ id: number }>(
      'wallet/deposit',
      {
        method: 'bank',
        operatorBankId: settings.body.output!.operatorBanks[0]!.id,
        amount: '40',
        receiptKey: await uploadedReceipt(platform, sid),
        idempotencyKey: `rt-deposit-${profile.id}`,
      },
      { sid },
    );
    const id = deposit.body.output!.id;
    const decided = nextEvent(channel, 'wallet-request-decided');
    const changed = nextEvent(channel, 'balance-changed');
    expect((await operatorCall(platform, 'operator/deposit-approve', { id })).body.status).toBe(true);
    expect(await decided).toEqual({ requestId: id, kind: 'deposit', status: 'approved', amount: '40.00' });
    expect(await changed).toEqual({ reason: 'decision' });
  });

  it('answers realtime/config with the site-relative path of the embedded server and the member’s channel', async () => {
    const { sid, profile } = await registerMember(platform);
    const res = await platform.call('realtime/config', undefined, { sid });
    expect(res.body.output).toEqual({
      key: platform.env.realtime.key,
      cluster: 'ap1',
      host: null,
      port: null,
      tls: null,
      path: '/realtime',
      channel: memberChannel(profile.id),
    });
  });
});
