// @vitest-environment node
import { parseEnv } from '@/platform/env';
import { openPlatformStorage, type StorageHandle } from '@/platform/storage';

/**
 * The public storage route against a real embedded S3 server holding a private receipt: no
 * spelling of a path may reach it (the previous release served /storage/..%2Fprivate/<key>).
 */
let handle: StorageHandle;
let GET: (req: Request, ctx: { params: Promise<{ key: string[] }> }) => Promise<Response>;
beforeAll(async () => {
  handle = await openPlatformStorage(parseEnv({ NODE_ENV: 'test' }));
  process.env.STORAGE_URL = handle.storage.publicBaseUrl;
  ({ GET } = await import('./route'));
  await handle.storage.putObject('public', 'live/hello.json', '{"a":1}', 'application/json');
  await handle.storage.putObject('private', 'receipts/7/2026/11/secret.png', 'PRIVATE RECEIPT', 'image/png');
});
afterAll(() => handle.close());

/** What Next hands the route: the path's segments, each percent-decoded once. */
function get(rawPath: string) {
  const segments = rawPath.split('/').map((s) => decodeURIComponent(s));
  return GET(new Request(`http://localhost/storage/${rawPath}`), { params: Promise.resolve({ key: segments }) });
}

it('serves a public object', async () => {
  const res = await get('live/hello.json');
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('{"a":1}');
});

it.each([
  '..%2Fprivate/receipts/7/2026/11/secret.png',
  '..%252Fprivate/receipts/7/2026/11/secret.png',
  '..%5Cprivate/receipts/7/2026/11/secret.png',
  '../private/receipts/7/2026/11/secret.png',
  '%2E%2E/private/receipts/7/2026/11/secret.png',
  'live/..%2F..%2Fprivate/receipts/7/2026/11/secret.png',
  'live/%00/hello.json',
])('never serves the private bucket through %s', async (path) => {
  const res = await get(path);
  expect(res.status).toBe(400);
  expect(await res.text()).not.toContain('PRIVATE RECEIPT');
});

it('answers 404, not the private object, for a private key asked of the public bucket', async () => {
  const res = await get('receipts/7/2026/11/secret.png');
  expect(res.status).toBe(404);
});
