// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, staticChunkServer } from './static-chunks';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and skips what the browser refuses with q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('staticChunkServer', () => {
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'static-chunks-'));
    await mkdir(path.join(dir, 'static', 'chunks'), { recursive: true });
    await writeFile(path.join(dir, 'static', 'chunks', 'a1.js'), script);
    await writeFile(path.join(dir, 'secret.js'), 'secret');
    const chunks = staticChunkServer(path.join(dir, 'static'), { 'x-content-type-options': 'nosniff' });
    expect(await chunks.warm()).toBe(1);
    server = createServer((req, res) => {
      void chunks.serve(req, res).then((served) => {
        if (!served) res.writeHead(418).end('next');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (urlPath: string, acceptEncoding: string) => {
    // node:http, not fetch: fetch would decode the body and hide the encoding's bytes.
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${base}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      })
        .on('error', reject)
        .end();
    });
  };

  it('answers a chunk compressed with brotli or gzip, or as it is, with the headers it was given', async () => {
    const br = await get('/_next/static/chunks/a1.js', 'gzip, br');
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gzip = await get('/_next/static/chunks/a1.js', 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/_next/static/chunks/a1.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves to Next what is not a built script or stylesheet, a missing file, and any path out of the folder', async () => {
    for (const urlPath of ['/_next/static/chunks/missing.js', '/_next/static/media/font.woff2', '/en-my', '/_next/static/..%2Fsecret.js']) {
      expect((await get(urlPath, 'br')).status, urlPath).toBe(418);
    }
  });
});
