// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnv } from '@/platform/env';
import { openPlatformStorage, type StorageHandle } from '@/platform/storage';
import { publicArtServer } from '@/lib/public-storage';

/** The site server's artwork path against a real embedded S3 server (the storage route has its own test). */
let handle: StorageHandle;
let server: Server;
let base: string;
beforeAll(async () => {
  handle = await openPlatformStorage(parseEnv({ NODE_ENV: 'test' }));
  await handle.storage.putObject('public', 'live/thumbs/a.webp', 'WEBP-BYTES', 'image/webp');
  await handle.storage.putObject('public', 'live/catalogue.json', '{}', 'application/json');
  await handle.storage.putObject('private', 'receipts/1/secret.webp', 'PRIVATE', 'image/webp');
  const serveArt = publicArtServer(handle.storage.publicBaseUrl, { 'x-content-type-options': 'nosniff' });
  server = createServer((req, res) => {
    void serveArt(req, res).then((served) => {
      if (!served) res.writeHead(418).end('next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

it('answers artwork from storage with its type, a day of caching and the headers it was given', async () => {
  const res = await fetch(`${base}/storage/live/thumbs/a.webp`);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('WEBP-BYTES');
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect((await fetch(`${base}/storage/live/thumbs/missing.webp`)).status).toBe(404);
});

it('refuses a key that leaves the public bucket, and leaves to Next what is not artwork', async () => {
  const escape = await fetch(`${base}/storage/..%2Fprivate/receipts/1/secret.webp`);
  expect(escape.status).toBe(400);
  expect(await escape.text()).not.toContain('PRIVATE');
  for (const path of ['/storage/live/catalogue.json', '/storage/live/thumbs/a.webp?t=1', '/en-my', '/storage/%E0%A4%A.webp']) {
    expect((await fetch(`${base}${path}`)).status, path).toBe(418);
  }
});
