// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { forwardRealtimeUpgrade } from './realtime-upgrade';

/** The site server's /realtime forwarding: a websocket through it reaches the platform, with the client's address. */
describe('realtime upgrade forwarding', () => {
  let platform: Server;
  let site: Server;
  const seen: { url?: string; forwardedFor?: string | string[]; origin?: string }[] = [];

  beforeAll(async () => {
    const wss = new WebSocketServer({ noServer: true });
    platform = createServer();
    platform.on('upgrade', (req, socket, head) => {
      seen.push({ url: req.url, forwardedFor: req.headers['x-forwarded-for'], origin: req.headers.origin });
      wss.handleUpgrade(req, socket, head, (ws) => ws.on('message', (m) => ws.send(`echo:${m.toString()}`)));
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const upstream = new URL(`http://127.0.0.1:${(platform.address() as AddressInfo).port}`);
    site = createServer();
    site.on('upgrade', (req, socket, head) => {
      if (!forwardRealtimeUpgrade(req, socket, head, upstream, '203.0.113.9')) socket.destroy();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    site.closeAllConnections();
    platform.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await new Promise((resolve) => platform.close(resolve));
  });

  const sitePort = () => (site.address() as AddressInfo).port;

  it('carries frames both ways and replaces a client-sent X-Forwarded-For', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${sitePort()}/realtime/app/key?protocol=7`, {
      headers: { 'x-forwarded-for': '6.6.6.6' },
      origin: 'http://localhost:3000',
    });
    await new Promise((resolve) => ws.on('open', resolve));
    const reply = new Promise<string>((resolve) => ws.on('message', (m) => resolve(m.toString())));
    ws.send('ping');
    expect(await reply).toBe('echo:ping');
    expect(seen.at(-1)).toEqual({ url: '/realtime/app/key?protocol=7', forwardedFor: '203.0.113.9', origin: 'http://localhost:3000' });
    ws.close();
  });

  it('upgrades nothing but /realtime/', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${sitePort()}/_next/webpack-hmr`);
    const failed = await new Promise<boolean>((resolve) => {
      ws.on('open', () => resolve(false));
      ws.on('error', () => resolve(true));
    });
    expect(failed).toBe(true);
  });
});
