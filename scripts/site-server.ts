/**
 * The site's HTTP server for `npm start`: Next's own request handler behind a Node server that
 * sets X-Forwarded-For to the one client address it can vouch for. `next start` cannot: it keeps
 * whatever X-Forwarded-For a client sends and never shows the socket's address to the app, so any
 * client could pick its IP and reset every per-IP throttle. Here the socket peer decides, and only
 * peers in TRUSTED_PROXIES (default: loopback) may name another client (lib/client-ip.ts).
 *   PORT=3000 node --import tsx scripts/site-server.ts
 */
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { resolveClientIp, trustedProxyCheck } from '../lib/client-ip';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const isTrusted = trustedProxyCheck(process.env.TRUSTED_PROXIES ?? '127.0.0.0/8, ::1');

async function main(): Promise<void> {
  const app = next({ dev: false, dir: root, port, hostname: process.env.HOSTNAME ?? 'localhost' });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer((req, res) => {
    const client = resolveClientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], isTrusted);
    if (client) req.headers['x-forwarded-for'] = client;
    else delete req.headers['x-forwarded-for'];
    void handle(req, res);
  });
  server.listen(port, () => console.log(`✓ Ready in the site server on http://localhost:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[site] failed to start:', error);
  process.exit(1);
});
