import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '../modules/uploads';
import { parseEnv } from '../env';
import { openPlatformStorage, type StorageHandle } from '.';

/** The embedded s3rver on a random port, driven through the AWS SDK client, and read like a browser would. */
let handle: StorageHandle;
beforeAll(async () => {
  handle = await openPlatformStorage(parseEnv({ NODE_ENV: 'test' }));
});
afterAll(() => handle.close());

/** A GET with no credentials and no automatic decompression: exactly what goes over the wire. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

it('runs on a free loopback port and names the public bucket’s base URL', () => {
  expect(handle.embedded?.port).toBeGreaterThan(0);
  expect(handle.embedded?.port).not.toBe(4569);
  expect(handle.storage.publicBaseUrl).toBe(`http://127.0.0.1:${handle.embedded!.port}/public`);
});

it('puts, heads, gets and lists objects byte for byte', async () => {
  const { storage } = handle;
  const body = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
  await storage.putObject('private', 'docs/a.bin', body, 'application/octet-stream');
  await storage.putObject('private', 'docs/b.txt', 'héllo', 'text/plain; charset=utf-8');

  const got = await storage.getObject('private', 'docs/a.bin');
  // The known pitfall: with default checksums the SDK's chunk framing would end up inside the object.
  expect(got?.body.equals(body)).toBe(true);
  expect((await storage.getObject('private', 'docs/b.txt'))?.body.toString('utf8')).toBe('héllo');
  expect(await storage.headObject('private', 'docs/a.bin')).toMatchObject({
    contentLength: 70_000,
    contentType: 'application/octet-stream',
  });
  expect(await storage.exists('private', 'docs/a.bin')).toBe(true);
  expect(await storage.exists('private', 'docs/missing')).toBe(false);
  expect(await storage.getObject('private', 'docs/missing')).toBeNull();
  expect(await storage.headObject('private', 'docs/missing')).toBeNull();
  expect((await storage.listKeys('private', 'docs/')).sort()).toEqual(['docs/a.bin', 'docs/b.txt']);
});

it('lists past the 1,000-key page', async () => {
  const { storage } = handle;
  await Promise.all(Array.from({ length: 1005 }, (_, i) => storage.putObject('private', `many/${i}`, 'x', 'text/plain')));
  expect(await storage.listKeys('private', 'many/')).toHaveLength(1005);
});

it('serves public objects to a plain GET without credentials, with CORS for browsers', async () => {
  const { storage } = handle;
  await storage.putObject('public', 'live/hello.json', '{"a":1}', 'application/json');
  const res = await rawGet(`${storage.publicBaseUrl}/live/hello.json`, { origin: 'http://localhost:3000' });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.body.toString()).toBe('{"a":1}');
  expect((await rawGet(`${storage.publicBaseUrl}/live/nothing.json`)).status).toBe(404);
});

it('stores Content-Encoding and sends it back, so fetch() inflates .gz files and raw readers see gzip', async () => {
  const { storage } = handle;
  const json = JSON.stringify({ games: Array.from({ length: 50 }, (_, i) => `g${i}`) });
  await storage.putObject('public', 'live/x.json.gz', gzipSync(json, { level: 9 }), 'application/json', 'gzip');

  expect(await storage.headObject('public', 'live/x.json.gz')).toMatchObject({ contentEncoding: 'gzip', contentType: 'application/json' });
  const raw = await rawGet(`${storage.publicBaseUrl}/live/x.json.gz`);
  expect(raw.headers['content-encoding']).toBe('gzip');
  expect([raw.body[0], raw.body[1]]).toEqual([0x1f, 0x8b]);
  expect(gunzipSync(raw.body).toString()).toBe(json);

  const viaFetch = await fetch(`${storage.publicBaseUrl}/live/x.json.gz`);
  expect(await viaFetch.text()).toBe(json);
  // The SDK hands back the stored bytes untouched.
  expect(gunzipSync((await storage.getObject('public', 'live/x.json.gz'))!.body).toString()).toBe(json);
});

it('replaces an object atomically: a reader during a rewrite gets the old bytes or the new, whole', async () => {
  const { storage } = handle;
  const versions = ['a', 'b', 'c', 'd'].map((fill, i) => Buffer.alloc(300_000 + i * 50_000, fill));
  await storage.putObject('public', 'live/rewritten.bin', versions[0]!, 'application/octet-stream');
  const reads: Buffer[] = [];
  const reader = (async () => {
    for (let i = 0; i < 40; i++) reads.push((await rawGet(`${storage.publicBaseUrl}/live/rewritten.bin`)).body);
  })();
  for (let round = 0; round < 6; round++) {
    for (const version of versions.slice(1)) await storage.putObject('public', 'live/rewritten.bin', version, 'application/octet-stream');
  }
  await reader;
  for (const body of reads) expect(versions.some((v) => v.equals(body))).toBe(true);
  // Once the PUT has answered, the new bytes are what every reader gets.
  expect((await rawGet(`${storage.publicBaseUrl}/live/rewritten.bin`)).body.equals(versions[3]!)).toBe(true);
  expect(await storage.listKeys('public', 'live/rewritten')).toEqual(['live/rewritten.bin']);
});

describe('who may read and write the embedded store', () => {
  /** A request with whatever method, path and headers, unsigned unless the caller signs it. */
  function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`http://127.0.0.1:${handle.embedded!.port}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      }).on('error', reject);
      req.end(body);
    });
  }

  /** A SigV4 request as an outsider would sign it: the right shape, someone else's secret. */
  async function forged(method: string, path: string, secret: string, accessKeyId = 'S3RVER') {
    const signer = new SignatureV4({
      service: 's3',
      region: 'us-east-1',
      credentials: { accessKeyId, secretAccessKey: secret },
      sha256: Sha256,
      uriEscapePath: false,
    });
    const [pathname = '', search = ''] = path.split('?');
    const query = Object.fromEntries(new URLSearchParams(search));
    const host = `127.0.0.1:${handle.embedded!.port}`;
    const signed = await signer.sign({
      method,
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: handle.embedded!.port,
      path: pathname,
      query,
      headers: { host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    });
    return raw(method, path, signed.headers as Record<string, string>);
  }

  beforeAll(async () => {
    await handle.storage.putObject('private', 'receipts/7/2026/01/r.png', 'bank details', 'image/png');
  });

  it('refuses to list or read the private bucket without a signature', async () => {
    for (const path of ['/private?list-type=2', '/private', '/private/receipts/7/2026/01/r.png', '/', '/private?acl']) {
      const res = await raw('GET', path);
      expect(res.status, path).toBe(403);
      expect(res.body, path).toContain('<Code>AccessDenied</Code>');
      expect(res.body).not.toContain('bank details');
    }
    expect((await raw('HEAD', '/private/receipts/7/2026/01/r.png')).status).toBe(403);
  });

  it('refuses a signature made with any other secret, including the s3rver default', async () => {
    for (const secret of ['S3RVER', 'x'.repeat(40)]) {
      expect((await forged('GET', '/private?list-type=2', secret)).status).toBe(403);
      expect((await forged('GET', '/private/receipts/7/2026/01/r.png', secret)).status).toBe(403);
    }
  });

  it('does not reach the private bucket through the public one or a bucket host name', async () => {
    expect((await raw('GET', '/public/../private/receipts/7/2026/01/r.png')).status).toBe(403);
    expect((await raw('GET', '/public/%2E%2E/private/receipts/7/2026/01/r.png')).status).toBe(403);
    expect((await raw('GET', '/public/..%2Fprivate%2Freceipts%2F7%2F2026%2F01%2Fr.png')).status).toBe(403);
    expect((await raw('GET', '/receipts/7/2026/01/r.png', { host: 'private.s3.amazonaws.com' })).status).toBe(403);
  });

  it('lets nobody but the platform write, even to the public bucket', async () => {
    expect((await raw('PUT', '/public/live/defaced.svg', { 'content-type': 'image/svg+xml' }, '<svg/>')).status).toBe(403);
    expect((await raw('DELETE', '/public/live/hello.json')).status).toBe(403);
    expect((await raw('PUT', '/private/receipts/x.png', {}, 'x')).status).toBe(403);
    expect(await handle.storage.exists('public', 'live/defaced.svg')).toBe(false);
  });

  it('keeps the platform’s own signed requests working on the private bucket', async () => {
    expect((await handle.storage.getObject('private', 'receipts/7/2026/01/r.png'))?.body.toString()).toBe('bank details');
    expect((await handle.storage.readStart('private', 'receipts/7/2026/01/r.png', 4))?.toString()).toBe('bank');
    expect(await handle.storage.listKeys('private', 'receipts/7/')).toEqual(['receipts/7/2026/01/r.png']);
  });
});
