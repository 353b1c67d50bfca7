/**
 * The site's HTTP server for `npm start`: Next's own request handler behind a Node server that
 * sets X-Forwarded-For to the one client address it can vouch for. `next start` cannot: it keeps
 * whatever X-Forwarded-For a client sends and never shows the socket's address to the app, so any
 * client could pick its IP and reset every per-IP throttle. Here the socket peer decides, and only
 * peers in TRUSTED_PROXIES (default: loopback) may name another client (lib/client-ip.ts). It
 * also compresses (brotli, else gzip) and answers Next's hashed scripts and stylesheets
 * (lib/static-chunks.ts) and storage artwork (lib/public-storage.ts) itself, before Next.
 *   PORT=3000 node --import tsx scripts/site-server.ts
 */
import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { resolveClientIp, trustedProxyCheck } from '../lib/client-ip';
import { siteEnv } from '../lib/env';
import { publicArtServer } from '../lib/public-storage';
import { resourceSecurityHeaders } from '../lib/security-headers';
import { staticChunkServer } from '../lib/static-chunks';
import { forwardRealtimeUpgrade } from '../lib/realtime-upgrade';
import { applyIngressHeaders } from '../lib/ingress-headers';
import { compressibleResponse } from '../lib/compression-filter';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const isTrusted = trustedProxyCheck(process.env.TRUSTED_PROXIES ?? '127.0.0.0/8, ::1');
// The embedded realtime server listens on the platform's port (docs/realtime.md).
const realtimeUpstream = new URL(process.env.API_UPSTREAM_URL ?? 'http://127.0.0.1:4000');

async function main(): Promise<void> {
  const app = next({ dev: false, dir: root, port, hostname: process.env.HOSTNAME ?? 'localhost' });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Brotli where the browser takes it, else gzip (next.config sets `compress: false`: Next's own
  // is gzip only): home's HTML is ~16 KB brotli, ~17 KB gzip. Next flushes each streamed chunk
  // (res.flush), so the shell still leaves before the slower parts. The package is Express
  // middleware that uses only what Node's own request and response have, hence the casts.
  const compress = compression({ filter: compressibleResponse });
  type CompressArgs = Parameters<typeof compress>;
  const resourceHeaders = resourceSecurityHeaders({ production: siteEnv.SITE_ENV === 'production' });
  // Next's hashed scripts and stylesheets, compressed once and answered from memory; artwork from
  // storage; both without Next's router in between.
  const staticChunks = staticChunkServer(path.join(root, '.next', 'static'), resourceHeaders);
  const publicArt = publicArtServer(siteEnv.STORAGE_URL, resourceHeaders);
  const server = createServer((req, res) => {
    applyIngressHeaders(req.headers, req.socket.remoteAddress, isTrusted);
    void (async () => {
      if ((await staticChunks.serve(req, res)) || (await publicArt(req, res))) return;
      compress(req as CompressArgs[0], res as CompressArgs[1], () => void handle(req, res));
    })().catch(() => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
  });
  // Websockets on /realtime/ go to the platform's realtime server; nothing else upgrades here.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (req, socket, head) => {
    const client = resolveClientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], isTrusted);
    if (!forwardRealtimeUpgrade(req, socket, head, realtimeUpstream, client)) return void socket.destroy();
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
  });
  server.listen(port, () => {
    console.log(`✓ Ready in the site server on http://localhost:${port}`);
    void staticChunks.warm();
  });
  const stop = () => {
    // Open sockets would keep close() waiting; their clients reconnect to the next server.
    for (const socket of upgraded) socket.destroy();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[site] failed to start:', error);
  process.exit(1);
});
