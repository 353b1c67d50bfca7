import Pusher from 'pusher';
import { requestSignature, bodyMd5 } from './signatures';
import { standaloneRealtime, type Standalone } from './testing/standalone';

/** The signed HTTP events API: what the pusher SDK sends passes; anything unsigned, stale, altered or too big does not. */
describe('realtime events API', () => {
  let server: Standalone;
  const published: unknown[] = [];

  beforeAll(async () => {
    server = await standaloneRealtime({ env: { REALTIME_MAX_EVENT_BYTES: '1024', REALTIME_MAX_CHANNELS_PER_EVENT: '3' } });
    const original = server.realtime.sockets.hub.deliver.bind(server.realtime.sockets.hub);
    server.realtime.sockets.hub.deliver = (channel, text, except) => {
      published.push({ channel, frame: JSON.parse(text(channel)) as unknown });
      return original(channel, text, except);
    };
  });
  afterAll(() => server.close());

  const sdk = (secret = server.env.secret) =>
    new Pusher({ appId: server.env.appId, key: server.env.key, secret, host: '127.0.0.1', port: String(server.port), useTLS: false });

  /** A raw signed request, to alter one part at a time. */
  function signed(body: string, overrides: Partial<Record<string, string>> = {}, path = `/apps/${server.env.appId}/events`) {
    const query: Record<string, string> = {
      auth_key: server.env.key,
      auth_timestamp: String(Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      body_md5: bodyMd5(body),
      ...overrides,
    };
    for (const [k, v] of Object.entries(query)) if (v === undefined) delete query[k];
    query.auth_signature = overrides.auth_signature ?? requestSignature(server.env.secret, 'POST', path, query);
    return server.app.inject({
      method: 'POST',
      url: `${path}?${new URLSearchParams(query).toString()}`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  }

  const event = JSON.stringify({ name: 'greeting', data: '{"hello":"world"}', channels: ['private-member-1'] });

  it('accepts the official SDK’s trigger and triggerBatch', async () => {
    published.length = 0;
    const single = await sdk().trigger(['private-member-1', 'private-member-2'], 'greeting', { hello: 'world' });
    expect(single.status).toBe(200);
    const batch = await sdk().triggerBatch([{ channel: 'private-member-3', name: 'greeting', data: { n: 1 } }]);
    expect(batch.status).toBe(200);
    expect(published).toEqual([
      { channel: 'private-member-1', frame: { event: 'greeting', channel: 'private-member-1', data: '{"hello":"world"}' } },
      { channel: 'private-member-2', frame: { event: 'greeting', channel: 'private-member-2', data: '{"hello":"world"}' } },
      { channel: 'private-member-3', frame: { event: 'greeting', channel: 'private-member-3', data: '{"n":1}' } },
    ]);
  });

  it('refuses another secret’s signature, an altered body, a stale timestamp and a wrong key with 401', async () => {
    await expect(sdk('not-the-secret').trigger('private-member-1', 'x', {})).rejects.toMatchObject({ status: 401 });
    expect((await signed(event)).statusCode).toBe(200);
    expect((await signed(event, { body_md5: bodyMd5('{}') })).statusCode).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 601);
    expect((await signed(event, { auth_timestamp: old })).statusCode).toBe(401);
    const future = String(Math.floor(Date.now() / 1000) + 601);
    expect((await signed(event, { auth_timestamp: future })).statusCode).toBe(401);
    expect((await signed(event, { auth_key: 'other-key' })).statusCode).toBe(401);
    expect((await signed(event, { auth_signature: '0'.repeat(64) })).statusCode).toBe(401);
    const stale = await signed(event, { auth_timestamp: old });
    expect(stale.json()).toMatchObject({ status: false, msg: expect.stringMatching(/window/) });
  });

  it('answers 404 for another app id and 400 for a body that is not an event', async () => {
    expect((await signed(event, {}, '/apps/other/events')).statusCode).toBe(404);
    expect((await signed('not json')).statusCode).toBe(400);
    expect((await signed(JSON.stringify({ name: 'x', data: '{}', channels: ['bad channel!'] }))).statusCode).toBe(400);
    expect((await signed(JSON.stringify({ name: 'x', data: '{}', channels: [] }))).statusCode).toBe(400);
  });

  it('answers 413 above the event size and the channels-per-event caps', async () => {
    const big = JSON.stringify({ name: 'x', data: JSON.stringify({ text: 'a'.repeat(1100) }), channels: ['c1'] });
    expect((await signed(big)).statusCode).toBe(413);
    const many = JSON.stringify({ name: 'x', data: '{}', channels: ['c1', 'c2', 'c3', 'c4'] });
    const refused = await signed(many);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ status: false, msg: 'At most 3 channels per event' });
    expect((await signed(JSON.stringify({ name: 'x', data: '{}', channels: ['c1', 'c2', 'c3'] }))).statusCode).toBe(200);
  });
});
