import { PGlite } from '@electric-sql/pglite';
import WebSocket from 'ws';
import { CloseCode } from './protocol';
import { channelAuth } from './signatures';
import { standaloneRealtime, type Standalone } from './testing/standalone';

type Received = { event: string; channel?: string; data?: unknown };

/** A raw websocket on the server, collecting frames, for the protocol's exact frames and codes. */
function open(server: Standalone, path = `/app/${server.env.key}?protocol=7&client=js&version=8.6.0`, origin?: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}${path}`, origin ? { origin } : {});
  const frames: Received[] = [];
  const waiters: { test: (f: Received) => boolean; resolve: (f: Received) => void }[] = [];
  ws.on('message', (raw) => {
    const parsed = JSON.parse(raw.toString()) as Received;
    frames.push(parsed);
    for (const w of [...waiters]) {
      if (!w.test(parsed)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(parsed);
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  const next = (event: string) =>
    new Promise<Received>((resolve) => {
      const found = frames.find((f) => f.event === event);
      if (found) return resolve(found);
      waiters.push({ test: (f) => f.event === event, resolve });
    });
  const send = (value: unknown) => ws.send(JSON.stringify(value));
  return { ws, frames, next, send, closed };
}

const dataOf = (frame: Received): Record<string, unknown> =>
  (typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data) as Record<string, unknown>;

describe('embedded realtime socket server', () => {
  let server: Standalone;
  beforeAll(async () => {
    server = await standaloneRealtime({ env: { REALTIME_ACTIVITY_TIMEOUT_SECONDS: '1', REALTIME_PONG_TIMEOUT_SECONDS: '1' } });
  });
  afterAll(() => server.close());

  it('greets with pusher:connection_established (socket id, activity timeout) and answers pusher:ping', async () => {
    const client = open(server);
    const hello = dataOf(await client.next('pusher:connection_established'));
    expect(hello).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 1 });
    client.send({ event: 'pusher:ping', data: {} });
    expect(await client.next('pusher:pong')).toEqual({ event: 'pusher:pong', data: '{}' });
    client.ws.close();
  });

  it('closes with the protocol’s codes: unknown app 4001, no protocol 4008, other protocol 4007, foreign origin 4009', async () => {
    const codes = await Promise.all([
      open(server, '/app/wrong-key?protocol=7').closed,
      open(server, `/app/${server.env.key}`).closed,
      open(server, `/app/${server.env.key}?protocol=6`).closed,
      open(server, `/app/${server.env.key}?protocol=7`, 'https://evil.example').closed,
    ]);
    expect(codes.map((c) => c.code)).toEqual([
      CloseCode.appNotFound,
      CloseCode.noProtocolVersion,
      CloseCode.unsupportedProtocol,
      CloseCode.unauthorized,
    ]);
    const allowed = open(server, `/app/${server.env.key}?protocol=7`, 'http://localhost:3000');
    await allowed.next('pusher:connection_established');
    allowed.ws.close();
  });

  it('subscribes public and signed private channels, refuses bad signatures and names, and unsubscribes', async () => {
    const client = open(server);
    const socketId = dataOf(await client.next('pusher:connection_established')).socket_id as string;
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-member-7', auth: channelAuth(server.env, '1.1', 'private-member-7') },
    });
    expect(dataOf(await client.next('pusher:subscription_error'))).toMatchObject({ type: 'AuthError', status: 401 });
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-member-7', auth: channelAuth(server.env, socketId, 'private-member-7') },
    });
    expect(await client.next('pusher_internal:subscription_succeeded')).toMatchObject({ channel: 'private-member-7', data: '{}' });
    expect(server.realtime.sockets.hub.subscriberCount('private-member-7')).toBe(1);
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'private-member-7' } });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
    expect(server.realtime.sockets.hub.subscriberCount('private-member-7')).toBe(0);
    client.send({ event: 'client-typing', channel: 'private-member-7', data: {} });
    expect(dataOf(await client.next('pusher:error'))).toMatchObject({ code: null });
    client.ws.close();
  });

  it('pings a quiet socket and closes it (4201) when no pong comes; protocol-level pings count as activity', async () => {
    const quiet = open(server);
    await quiet.next('pusher:connection_established');
    // Answers nothing: pusher:ping after the activity timeout, closed after the pong wait.
    expect(await quiet.next('pusher:ping')).toMatchObject({ event: 'pusher:ping' });
    expect((await quiet.closed).code).toBe(CloseCode.pongNotReceived);

    const alive = open(server);
    await alive.next('pusher:connection_established');
    const pinger = setInterval(() => alive.ws.ping(), 300);
    await new Promise((resolve) => setTimeout(resolve, 2600));
    clearInterval(pinger);
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
    expect(alive.frames.some((f) => f.event === 'pusher:ping')).toBe(false);
    alive.ws.close();
  });
});

describe('fan-out between processes (LISTEN/NOTIFY)', () => {
  it('delivers an event published to server A to a socket on server B sharing the database, large ones in parts', async () => {
    // Two servers on one PGlite in one process stand in for two processes on one PostgreSQL.
    const db = new PGlite();
    const channel = {
      listen: (name: string, on: (payload: string) => void) => db.listen(name, on),
      notify: async (name: string, payload: string) => void (await db.query('select pg_notify($1, $2)', [name, payload])),
    };
    const a = await standaloneRealtime({ fanOut: channel, env: { REALTIME_MAX_EVENT_BYTES: '20000' } });
    const b = await standaloneRealtime({ fanOut: channel });
    try {
      const client = open(b, `/app/${b.env.key}?protocol=7`);
      await client.next('pusher:connection_established');
      client.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
      await client.next('pusher_internal:subscription_succeeded');
      a.realtime.publish([{ channels: ['news'], name: 'small', data: '{"n":1}' }]);
      expect(await client.next('small')).toEqual({ event: 'small', channel: 'news', data: '{"n":1}' });
      const text = 'ü'.repeat(9000);
      a.realtime.publish([{ channels: ['news'], name: 'large', data: JSON.stringify({ text }) }]);
      expect(dataOf(await client.next('large'))).toEqual({ text });
      client.ws.close();
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  });
});
