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

it('answers a small SVG from memory after the first request, and an object with a query from storage every time', async () => {
  await handle.storage.putObject('public', 'live/thumbs/cached.svg', '<svg>first</svg>', 'image/svg+xml');
  await handle.storage.putObject('public', 'live/catalogue.svg', '<svg>first</svg>', 'image/svg+xml');
  expect(await (await get('live/thumbs/cached.svg')).text()).toBe('<svg>first</svg>');
  const queried = () =>
    GET(new Request('http://localhost/storage/live/catalogue.svg?t=1'), { params: Promise.resolve({ key: ['live', 'catalogue.svg'] }) });
  expect(await (await queried()).text()).toBe('<svg>first</svg>');

  await handle.storage.putObject('public', 'live/thumbs/cached.svg', '<svg>second</svg>', 'image/svg+xml');
  await handle.storage.putObject('public', 'live/catalogue.svg', '<svg>second</svg>', 'image/svg+xml');
  const again = await get('live/thumbs/cached.svg');
  expect(again.headers.get('content-type')).toBe('image/svg+xml');
  expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
  expect(await again.text()).toBe('<svg>first</svg>');
  expect(await (await queried()).text()).toBe('<svg>second</svg>');
});
